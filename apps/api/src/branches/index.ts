/** The branches module's public entry: what the public booking reads of a branch. */
export { findActiveBranchBySlug } from './public-branch-repository'
