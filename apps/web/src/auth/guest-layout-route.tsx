import { Link, Outlet } from 'react-router'
import { GuestFrame } from './components/guest-frame'

/** The frame of the account screens in the SPA (the login has it on its light page, decision 050). */
export function Component() {
  return (
    <GuestFrame link={Link}>
      <Outlet />
    </GuestFrame>
  )
}
