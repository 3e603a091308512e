const key = 'exam-device-token';

/** This browser's device token: a sheet is answered by one device at a time (docs/exams.md, student side). */
export function deviceToken(): string {
  let token = localStorage.getItem(key);
  if (!token) {
    token = `d-${crypto.randomUUID()}`;
    localStorage.setItem(key, token);
  }
  return token;
}
