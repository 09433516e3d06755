import 'server-only';
export { sanitizeRichText } from './html';
