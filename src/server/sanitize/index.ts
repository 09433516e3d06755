export { sanitizeRichText } from './html';
