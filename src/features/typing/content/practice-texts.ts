/** Short passages children like to type, for free practice and races. */
export interface PracticeText {
  id: string;
  title: string;
  text: string;
}

export const practiceTexts: PracticeText[] = [
  { id: 'text-1', title: '小星球', text: 'We live on a small blue planet. At night the stars shine and the moon smiles at us.' },
  { id: 'text-2', title: '我的小猫', text: 'My cat likes to sleep in the sun. She jumps on my bed and says hello with a soft meow.' },
  { id: 'text-3', title: '编程真有趣', text: 'I can tell the computer what to do. I write code, press run, and my robot starts to dance.' },
  { id: 'text-4', title: '去太空', text: 'Three, two, one, go! The rocket flies up into space. We see the earth, round and bright.' },
];
