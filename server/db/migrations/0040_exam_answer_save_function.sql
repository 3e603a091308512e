-- Hand-written: saving one exam answer (server/features/exams/student-sheet-model.ts saveAnswer).
-- The guarded upsert lives in a PL/pgSQL function because PL/pgSQL keeps the statement's plan per
-- connection: PGlite re-plans every statement it is sent (no named prepared statements), and the
-- plan was more than half of a save's time when 500 students answer at once.
-- Writes the answer only while the sheet is the student's, being answered, before its deadline and
-- from the device holding it (when the exam asks for one device); `for share` of the sheet row so a
-- submission is never overtaken by a save it did not mark. Returns the position, or null when
-- nothing was written.
CREATE FUNCTION save_exam_answer(
  p_sheet_id bigint, p_position integer, p_question_id integer, p_response text, p_language text,
  p_device_token text, p_at timestamptz, p_student_id integer, p_school_id integer
) RETURNS integer LANGUAGE plpgsql AS $fn$
DECLARE
  saved integer;
BEGIN
  INSERT INTO exam_sheet_answers (sheet_id, position, question_id, response, language, updated_at)
  SELECT s.id, p_position, p_question_id, p_response, p_language, p_at
    FROM exam_sheets s JOIN exams e ON e.id = s.exam_id
   WHERE s.id = p_sheet_id AND s.student_id = p_student_id AND s.school_id = p_school_id
     AND s.state = 'answering' AND (s.deadline IS NULL OR s.deadline > p_at)
     AND (NOT e.one_device OR s.device_token IS NOT DISTINCT FROM p_device_token)
     FOR SHARE OF s
  ON CONFLICT (sheet_id, position) DO UPDATE
     SET response = excluded.response, language = excluded.language, updated_at = excluded.updated_at
  RETURNING exam_sheet_answers.position INTO saved;
  RETURN saved;
END
$fn$;
