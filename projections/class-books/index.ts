export { classBooksProjection } from './class-books.projection.js';
export {
  activeClassBook,
  classBooksOf,
  type ClassBookRecord,
  contentActiveInClasses,
  findClassBook,
  trailsWithContent,
} from './class-books.queries.js';
