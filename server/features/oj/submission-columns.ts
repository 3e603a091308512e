import { ojSubmissions } from '../../db/schema';

/** A submission as every list of them shows it: problem, language, judging state, verdict and figures. */
export const submissionResultColumns = {
  id: ojSubmissions.id,
  problemId: ojSubmissions.problemId,
  language: ojSubmissions.language,
  status: ojSubmissions.status,
  verdict: ojSubmissions.verdict,
  score: ojSubmissions.score,
  timeMs: ojSubmissions.timeMs,
  memoryKb: ojSubmissions.memoryKb,
  createdAt: ojSubmissions.createdAt,
};
