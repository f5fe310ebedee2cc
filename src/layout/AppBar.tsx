import { forwardRef, memo } from 'react';
import {
  AppBar as MuiAppBar,
  ListItemIcon,
  ListItemText,
  MenuItem,
  Toolbar,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { styled } from '@mui/material/styles';
import LockResetIcon from '@mui/icons-material/LockReset';
import PersonIcon from '@mui/icons-material/Person';
import {
  HideOnScroll,
  LoadingIndicator,
  SidebarToggleButton,
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

/**
 * The top bar: page title and the profile menu ('Profile', 'Ganti Password'). react-admin's
 * <AppBar> assembled from its parts, with the same markup and classes: its default toolbar
 * (language and theme switches, which this one-language, one-theme app never shows, and the
 * loading indicator) is reduced to the loading indicator.
 */
export const AppBar = memo(() => {
  const t = useT();
  const { identity } = useGetIdentity();
  // One query for the label and the toolbar: MUI reads it through useSyncExternalStore, so the
  // first client render already has the width's answer.
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('sm'));
  return (
    <HideOnScroll>
      <StyledAppBar className={AppBarClasses.appBar} color="secondary">
        <Toolbar
          disableGutters
          variant={wide ? 'dense' : 'regular'}
          className={AppBarClasses.toolbar}
        >
          <SidebarToggleButton className={AppBarClasses.menuButton} />
          <TitlePortal />
          <Typography
            variant="subtitle2"
            sx={{ display: { xs: 'none', md: 'block' }, opacity: 0.8, mr: 1 }}
          >
            {t('app.title')}
          </Typography>
          <LoadingIndicator />
          {/* From 'sm' up the button shows the user's name, so that is its accessible name too
              (WCAG 2.5.3, label in name) where it would say 'Profil'. The icon button below
              'sm' shows no text and keeps 'Profil' as its name and tooltip. */}
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
        </Toolbar>
      </StyledAppBar>
    </HideOnScroll>
  );
});
AppBar.displayName = 'AppBar';

const PREFIX = 'RaAppBar';

const AppBarClasses = {
  appBar: `${PREFIX}-appBar`,
  toolbar: `${PREFIX}-toolbar`,
  menuButton: `${PREFIX}-menuButton`,
};

/** react-admin's app bar styles, under its name so theme overrides still apply. */
const StyledAppBar = styled(MuiAppBar, {
  name: PREFIX,
  overridesResolver: (_props, styles) => styles.root,
})(({ theme }) => ({
  [`& .${AppBarClasses.toolbar}`]: {
    padding: `0 ${theme.spacing(1)}`,
    [theme.breakpoints.down('md')]: {
      minHeight: theme.spacing(6),
    },
  },
  [`& .${AppBarClasses.menuButton}`]: {
    marginRight: '0.2em',
  },
}));
