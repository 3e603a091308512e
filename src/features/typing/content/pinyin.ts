/** Characters a primary-school child knows, with their pinyin typed without tones (no input method needed; ü is v). */
export interface PinyinSet {
  id: string;
  title: string;
  items: [char: string, pinyin: string][];
}

export const pinyinSets: PinyinSet[] = [
  {
    id: 'pinyin-1',
    title: '自然',
    items: [['山', 'shan'], ['水', 'shui'], ['火', 'huo'], ['木', 'mu'], ['天', 'tian'], ['日', 'ri'], ['月', 'yue'], ['星', 'xing'], ['云', 'yun'], ['雨', 'yu'], ['风', 'feng'], ['花', 'hua'], ['草', 'cao'], ['石', 'shi'], ['田', 'tian'], ['土', 'tu']],
  },
  {
    id: 'pinyin-2',
    title: '生活',
    items: [['我', 'wo'], ['你', 'ni'], ['他', 'ta'], ['家', 'jia'], ['爸', 'ba'], ['妈', 'ma'], ['学', 'xue'], ['书', 'shu'], ['吃', 'chi'], ['饭', 'fan'], ['好', 'hao'], ['大', 'da'], ['小', 'xiao'], ['朋', 'peng'], ['友', 'you'], ['绿', 'lv']],
  },
  {
    id: 'pinyin-3',
    title: '编程',
    items: [['电脑', 'diannao'], ['键盘', 'jianpan'], ['程序', 'chengxu'], ['星球', 'xingqiu'], ['火箭', 'huojian'], ['宇宙', 'yuzhou'], ['机器人', 'jiqiren'], ['老师', 'laoshi'], ['同学', 'tongxue'], ['快乐', 'kuaile'], ['学习', 'xuexi'], ['打字', 'dazi']],
  },
];
