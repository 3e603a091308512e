/**
 * Section 2: a phone (not a tablet) opening the root is sent to the mobile page. Tablets
 * announce themselves as iPad, "Tablet" or Android without "Mobile"; phones as iPhone/iPod,
 * Android + Mobile, or the older phone platforms.
 */
export function isPhoneUserAgent(userAgent: string): boolean {
  const ua = userAgent || '';
  if (/iPad|Tablet|PlayBook|Kindle|Silk/i.test(ua)) return false;
  if (/iPhone|iPod|Windows Phone|IEMobile|BlackBerry|BB10|Opera Mini/i.test(ua)) return true;
  if (/Android/i.test(ua)) return /Mobile/i.test(ua);
  return /Mobi/i.test(ua);
}

/** The local flag of section 9 that turns mobile detection off on this device. */
export const disableMobileDetectKey = 'disableMobileDetect';

export function isMobileDetectDisabled(): boolean {
  return localStorage.getItem(disableMobileDetectKey) === 'true';
}
