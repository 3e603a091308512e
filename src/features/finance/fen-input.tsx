/** The finance screens' money input is the generic one (money fields of every entity use it too). */
export { FenInput } from '../../resources/money-input';
