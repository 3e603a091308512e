-- Self-made curricula granted to a class before lesson-by-lesson opening existed opened every lesson
-- at once: those grants keep doing so. New grants start closed and the class teacher opens lessons.
UPDATE "school_curriculum_classes" SET "open_all" = true;
