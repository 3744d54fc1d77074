/**
 * The sign-out request, loaded when the button is pressed: the auth actions (sign-out's server call and the
 * device's cleanup) are not needed for a dashboard screen's first paint (decision 048, sixth round).
 */
export { signOut } from '../../auth'
