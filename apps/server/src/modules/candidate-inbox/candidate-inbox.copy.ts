/** Product copy of the demo's candidate inbox (the Hangul lint rule allows `*.copy.ts`). */

/** Where the response link stood in a message the company sees: answering is the seeker's act (decision 0028). */
export const LINK_WITHHELD = '[응답 링크: 구직자에게만 전달됨]';
