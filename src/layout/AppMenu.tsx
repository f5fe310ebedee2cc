import { useState, memo } from 'react';
import { ListItemIcon, ListItemText, MenuItem as MuiMenuItem } from '@mui/material';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import LogoutIcon from '@mui/icons-material/Logout';
import { useSidebarState } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { matchesPath } from '../../domain/paths';
import { useGroup } from '../common/useGroup';
import { useT } from '../common/useT';
import { useDeclarations } from '../resources/DeclarationsContext';
import { LogoutDialog } from './LogoutDialog';
import { MenuItemLink } from './MenuItemLink';
import { menuEntries, type MenuEntry as Entry } from './menuEntries';
import { ResourceMenuSection } from './ResourceMenuSection';
import { SideMenu } from './SideMenu';

/**
 * The side menu from the access table and the features' entries (menuEntries.ts): Dashboard,
 * the group's items, Help Center, Sign Out.
 * The menu (react-admin's <Menu>, as `SideMenu`) is an ARIA menu, so every entry is a menu item
 * directly inside it (a heading's items follow it when it is open): anything else breaks the
 * menu's structure for screen readers, and MUI's arrow-key navigation only moves between direct
 * children.
 */
export const AppMenu = memo(() => {
  const t = useT();
  const group = useGroup();
  const declarations = useDeclarations();
  const [logoutOpen, setLogoutOpen] = useState(false);
  const items = group ? menuEntries(declarations, group) : [];
  return (
    <SideMenu>
      {items.map((item) => (
        <MenuEntry key={item.key} item={item} />
      ))}
      <ResourceMenuSection />
      <MuiMenuItem onClick={() => setLogoutOpen(true)} sx={{ color: 'text.secondary' }}>
        <ListItemIcon sx={{ minWidth: 40 }}>
          <LogoutIcon />
        </ListItemIcon>
        <ListItemText primary={t('app.menu.signOut')} />
      </MuiMenuItem>
      <LogoutDialog open={logoutOpen} onClose={() => setLogoutOpen(false)} />
    </SideMenu>
  );
});
AppMenu.displayName = 'AppMenu';

const MenuEntry = ({ item, depth = 0 }: { item: Entry; depth?: number }) => {
  const t = useT();
  const { pathname } = useLocation();
  const [sidebarOpen] = useSidebarState();
  const inside = Boolean(
    item.children?.some((child) => child.path && pathname.startsWith(child.path)),
  );
  const [expanded, setExpanded] = useState(inside);
  const label = t(`app.menu.${item.key}`);
  if (!item.children) {
    return (
      <MenuItemLink
        to={item.path ?? '/'}
        primaryText={label}
        leftIcon={item.icon}
        // A heading's items are indented under it while the menu shows its labels.
        sx={depth && sidebarOpen ? { pl: 2 + 2 * depth } : undefined}
        selected={Boolean(
          item.path && (matchesPath(item.path, pathname) || pathname.startsWith(`${item.path}/`)),
        )}
      />
    );
  }
  return (
    <>
      <MuiMenuItem onClick={() => setExpanded((open) => !open)} aria-expanded={expanded}>
        <ListItemIcon sx={{ minWidth: 40 }}>{item.icon}</ListItemIcon>
        <ListItemText primary={label} />
        {expanded ? <ExpandLess /> : <ExpandMore />}
      </MuiMenuItem>
      {expanded &&
        item.children.map((child) => <MenuEntry key={child.key} item={child} depth={depth + 1} />)}
    </>
  );
};
