/** The credits list: people named in a day's CGs. */
export * from './credits';
