/** Python's error names, explained for children; the original line stays beside the explanation. */
const explanations: [RegExp, string][] = [
  [/KeyboardInterrupt/, '程序已被停止'],
  [/IndentationError|TabError/, '缩进不对：同一块代码要对齐，冒号后面的下一行要缩进'],
  [/SyntaxError/, '语法错误：检查括号、引号、冒号是否成对、有没有写错'],
  [/NameError/, '用到了一个还没有定义的名字：检查拼写，或者先给变量赋值'],
  [/ZeroDivisionError/, '除数不能为 0'],
  [/TypeError/, '类型不匹配：比如文字和数字不能直接相加，可以用 int() 或 str() 转换'],
  [/ValueError/, '数值不对：比如把不是数字的文字交给了 int()'],
  [/IndexError/, '下标超出范围：列表里没有这么多元素'],
  [/KeyError/, '字典里没有这个键'],
  [/AttributeError/, '这个对象没有这个属性或方法：检查拼写'],
  [/ModuleNotFoundError|ImportError/, '找不到这个模块：浏览器里的 Python 只带了常用模块和 turtle'],
  [/RecursionError/, '函数调用自己太多层了：检查递归有没有结束条件'],
  [/EOFError/, '没有读到输入'],
  [/input-unavailable/, '当前页面不能读取输入，请刷新页面后重试'],
];

export function friendlyPythonError(raw: string): string {
  const hit = explanations.find(([pattern]) => pattern.test(raw));
  return hit ? `${hit[1]}\n（${raw}）` : raw;
}
