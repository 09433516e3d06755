/** The httpOnly cookie that carries a staff session (read by the API and by proxy.ts). */
export const SESSION_COOKIE = 'agency_session';
