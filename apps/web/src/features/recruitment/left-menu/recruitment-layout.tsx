import { Outlet } from 'react-router';
import { RecruitmentLeftMenu } from './recruitment-left-menu';
import classes from './left-menu.module.css';

/** Spec §2: the recruitment left menu beside the postings and applicants pages. */
export function RecruitmentLayout() {
  return (
    <div className={classes.layout}>
      <RecruitmentLeftMenu />
      <div>
        <Outlet />
      </div>
    </div>
  );
}
