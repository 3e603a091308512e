/**
 * The block sets. Junior works get a short list of big ideas (repeat, say, numbers) for young
 * children; block works get the usual categories. Blocks that need the page (prompt) are left
 * out: the program runs in a worker.
 */
const category = (name: string, colour: string, types: string[]) => ({ kind: 'category', name, colour, contents: types.map((type) => ({ kind: 'block', type })) });

export const blockToolbox = {
  kind: 'categoryToolbox',
  contents: [
    category('逻辑', '210', ['controls_if', 'logic_compare', 'logic_operation', 'logic_negate', 'logic_boolean']),
    category('循环', '120', ['controls_repeat_ext', 'controls_whileUntil', 'controls_for', 'controls_flow_statements']),
    category('数学', '230', ['math_number', 'math_arithmetic', 'math_single', 'math_random_int', 'math_modulo']),
    category('文字', '160', ['text', 'text_join', 'text_length', 'text_print']),
    category('列表', '260', ['lists_create_with', 'lists_length', 'lists_getIndex']),
    { kind: 'category', name: '变量', colour: '330', custom: 'VARIABLE' },
    { kind: 'category', name: '函数', colour: '290', custom: 'PROCEDURE' },
  ],
};

export const juniorToolbox = {
  kind: 'flyoutToolbox',
  contents: ['controls_repeat_ext', 'text_print', 'text', 'math_number', 'math_arithmetic', 'controls_if', 'logic_compare'].map((type) => ({ kind: 'block', type })),
};
