/** The product's own name: the page title ends with it (section 2) and headers show it when no school applies. */
export const productTitle = '编程学校平台';
