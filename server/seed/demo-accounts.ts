/** The demo accounts listed in the README (its own module so the demo term's parts can name them without a cycle). */
export const demoAccounts = {
  admin: { userName: 'admin', password: 'Admin@2026' },
  principal: { userName: 'principal', password: 'Principal@2026' },
  teacher: { userName: 'teacher', password: 'Teacher@2026' },
  student: { userName: 'student', password: 'Student2026' },
} as const;
