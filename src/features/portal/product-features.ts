/** What the product does, for the home page: one tile per part a visitor would look for. */
export const productFeatures = [
  { key: 'classroom', icon: 'DesktopOutlined', color: '#2563eb', title: '编程课堂', text: '图形化、Python、C++ 课程，备课授课、布置作业、点评作品' },
  { key: 'oj', icon: 'CodeOutlined', color: '#7c3aed', title: '在线评测 OJ', text: '题库、题单与比赛，代码提交即时评测，排行榜激励练习' },
  { key: 'exam', icon: 'FileDoneOutlined', color: '#db2777', title: '考试测评', text: '组卷、在线考试与练习，自动判分，错题本巩固薄弱点' },
  { key: 'typing', icon: 'RocketOutlined', color: '#ea580c', title: '打字练习', text: '指法训练、专项练习与打字游戏，为编程打好基础' },
  { key: 'teaching', icon: 'ScheduleOutlined', color: '#0891b2', title: '教务排课', text: '校区、班级、学员、排课与上课签到，一处管理' },
  { key: 'finance', icon: 'AccountBookOutlined', color: '#16a34a', title: '收费与课时', text: '收据、退费、转课与课时台账，账目清楚可对' },
  { key: 'board', icon: 'DashboardOutlined', color: '#ca8a04', title: '数据看板', text: '招生、课消、考勤与收入，校长一眼看清学校运营' },
  { key: 'community', icon: 'CompassOutlined', color: '#9333ea', title: '作品社区', text: '学生分享作品、互相点赞评论，星币奖励持续学习' },
] as const;
