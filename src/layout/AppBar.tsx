import { forwardRef } from 'react';
import {
  ListItemIcon,
  ListItemText,
  MenuItem,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import LockResetIcon from '@mui/icons-material/LockReset';
import PersonIcon from '@mui/icons-material/Person';
import {
  AppBar as RaAppBar,
  TitlePortal,
  useGetIdentity,
  UserMenu,
  useUserMenu,
} from 'react-admin';
import { Link } from 'react-router-dom';
import { PATHS, type Path } from '../../domain/paths';
import { useT } from '../common/useT';

const UserMenuLink = forwardRef<
  HTMLAnchorElement,
  { to: Path; label: string; icon: React.ReactNode }
>(({ to, label, icon }, ref) => {
  const userMenu = useUserMenu();
  return (
    <MenuItem component={Link} to={to} ref={ref} onClick={() => userMenu?.onClose()}>
      <ListItemIcon>{icon}</ListItemIcon>
      <ListItemText>{label}</ListItemText>
    </MenuItem>
  );
});
UserMenuLink.displayName = 'UserMenuLink';

/** The top bar: page title and the profile menu ('Profile', 'Ganti Password'). */
export const AppBar = () => {
  const t = useT();
  const { identity } = useGetIdentity();
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('sm'));
  return (
    <RaAppBar
      color="secondary"
      userMenu={
        // From 'sm' up react-admin's button shows the user's name, so that is its accessible
        // name too (WCAG 2.5.3, label in name) where it would say 'Profil'. The icon button
        // below 'sm' shows no text and keeps 'Profil' as its name and tooltip.
        <UserMenu label={(wide && identity?.fullName) || 'ra.auth.user_menu'}>
          <UserMenuLink
            to={PATHS.profile}
            label={t('app.userMenu.profile')}
            icon={<PersonIcon fontSize="small" />}
          />
          <UserMenuLink
            to={PATHS.changePassword}
            label={t('app.userMenu.changePassword')}
            icon={<LockResetIcon fontSize="small" />}
          />
        </UserMenu>
      }
    >
      <TitlePortal />
      <Typography
        variant="subtitle2"
        sx={{ display: { xs: 'none', md: 'block' }, opacity: 0.8, mr: 1 }}
      >
        {t('app.title')}
      </Typography>
    </RaAppBar>
  );
};
