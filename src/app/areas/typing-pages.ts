import type { AreaPages } from '../../resources/page-props';
import { typingPages } from '../../features/typing/typing-pages';

/** Built pages of the typing-planet chunk, by route name. */
export const pages: AreaPages = typingPages;
