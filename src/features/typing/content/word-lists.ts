/**
 * English words graded for children (primary-school vocabulary first), the source of the
 * words page and of real words in adaptive lessons.
 */
export interface WordGrade {
  id: string;
  title: string;
  words: string[];
}

export const wordGrades: WordGrade[] = [
  {
    id: 'words-1',
    title: '一年级词汇',
    words: ['cat', 'dog', 'sun', 'red', 'big', 'run', 'sit', 'hat', 'pen', 'egg', 'cup', 'bus', 'fish', 'milk', 'book', 'tree', 'ball', 'bird', 'cake', 'duck', 'girl', 'hand', 'moon', 'star', 'blue', 'jump', 'nose', 'rice', 'door', 'one', 'two', 'ten', 'yes', 'box', 'fox', 'pig', 'bag', 'map', 'leg', 'arm'],
  },
  {
    id: 'words-2',
    title: '二年级词汇',
    words: ['apple', 'happy', 'water', 'green', 'tiger', 'panda', 'house', 'river', 'sheep', 'horse', 'chair', 'table', 'mouth', 'smile', 'white', 'black', 'seven', 'eight', 'three', 'rabbit', 'monkey', 'orange', 'banana', 'school', 'friend', 'flower', 'yellow', 'window', 'pencil', 'ruler', 'teacher', 'sister', 'brother', 'mother', 'father', 'kitten', 'garden', 'summer', 'winter', 'spring'],
  },
  {
    id: 'words-3',
    title: '三年级词汇',
    words: ['planet', 'rocket', 'science', 'computer', 'keyboard', 'program', 'journey', 'library', 'elephant', 'dinosaur', 'birthday', 'festival', 'mountain', 'weather', 'thousand', 'question', 'answer', 'picture', 'village', 'holiday', 'kitchen', 'dolphin', 'penguin', 'giraffe', 'butterfly', 'homework', 'favorite', 'exercise', 'together', 'different', 'beautiful', 'wonderful', 'adventure', 'astronaut', 'universe', 'galaxy', 'comet', 'gravity', 'orbit', 'satellite'],
  },
];

export const allWords: readonly string[] = wordGrades.flatMap((grade) => grade.words);
