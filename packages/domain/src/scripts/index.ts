/** Scripts: the script book of a day and program (spec 1 §1 main area "scripts"). */
export * from './script';
export * from './scriptParts';
