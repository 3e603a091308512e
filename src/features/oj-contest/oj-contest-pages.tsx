import type { AreaPages, PageProps } from '../../resources/page-props';
import { AdminStudentsPage } from './admin-students-page';
import { ContestFormPage } from './contest-form-page';
import { ContestInvitePage } from './contest-invite-page';
import { ContestListPage } from './contest-list-page';
import { ContestPage } from './contest-page';
import { MyOjPage } from './my-oj-page';
import { MySheetsPage } from './my-sheets-page';
import { RankingPage } from './ranking-page';
import { SheetDetailPage } from './sheet-detail-page';
import { SheetListPage } from './sheet-list-page';
import { TeamDetailPage } from './team-detail-page';
import { TeamListPage } from './team-list-page';
import { TeamSubmissionsPage } from './team-submissions-page';
import { isStudentSession } from './use-can';

type Pages = AreaPages;

const contestPage = (p: PageProps) => <ContestPage {...p} formScreen="addMatch" inviteScreen="addUser" />;
const contestForm = (p: PageProps) => <ContestFormPage {...p} />;

/** Screens of the OJ area (/oj) built here: problem lists, contests, teams, ranking, MyOj. */
export const ojContestPages: Pages = {
  ListOfUestions: SheetListPage,
  ListOfUestionsList: SheetDetailPage,
  MyListOfUestions: MySheetsPage,
  match: (p) => <ContestListPage {...p} formScreen="addMatch" inviteScreen="addUser" />,
  // A student's own contests are those they take part in; a teacher's those they organise.
  MyMatch: (p) => <ContestListPage {...p} scope={isStudentSession() ? 'joined' : 'mine'} formScreen="addMatch" inviteScreen="addUser" />,
  addMatch: contestForm,
  addMatchProblem: contestForm,
  addMyGame: contestForm,
  addUser: ContestInvitePage,
  detailsMatch: contestPage,
  matchDetails: contestPage,
  team: (p) => <TeamListPage {...p} manage detailScreen="team-details" />,
  'team-details': (p) => <TeamDetailPage {...p} manage />,
  teamListOfUestionsList: (p) => <TeamDetailPage {...p} manage defaultTab="sheets" />,
  teamSubDetails: TeamSubmissionsPage,
  teamStu: (p) => <TeamListPage {...p} manage={false} detailScreen="teamStu-details" />,
  'teamStu-details': (p) => <TeamDetailPage {...p} manage={false} />,
  ranking: RankingPage,
  MyOj: MyOjPage,
  administration: MyOjPage,
  MyOjProblem: (p) => <MyOjPage {...p} defaultTab="problems" />,
};

/** The competition centre's contest screens. */
export const competitionContestPages: Pages = {
  'competition-platform': (p) => <ContestListPage {...p} scope="platform" detailScreen="matchDetail" />,
  campus: (p) => <ContestListPage {...p} scope="school" detailScreen="matchDetail" formScreen="addMatch" inviteScreen="addUser" />,
  matchDetail: contestPage,
};

/** The back office's OJ screens built here: topics, platform contests, OJ students. */
export const ojContestAdminPages: Pages = {
  subject: (p) => <MySheetsPage {...p} admin detailScreen="subject-details" />,
  'subject-details': (p) => <SheetDetailPage {...p} admin />,
  competitionManagement: (p) => <ContestListPage {...p} admin scope="mine" detailScreen="addCompetitionManagement" formScreen="addCompetitionManagement" />,
  addCompetitionManagement: (p) => <ContestFormPage {...p} admin afterSave="addCompetitionManagement" />,
  'admin-stu': AdminStudentsPage,
};
