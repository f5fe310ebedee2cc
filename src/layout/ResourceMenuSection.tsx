import { Typography } from '@mui/material';
import { useSidebarState, useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { useGroup } from '../common/useGroup';
import { useT } from '../common/useT';
import { useDeclarations } from '../resources/DeclarationsContext';
import { MenuItemLink } from './MenuItemLink';
import { resourceMenuEntries } from './menuEntries';

/**
 * The resources declared with a menu entry (the administration area), under their own heading,
 * for the groups that may list them; the product's own items come from the access table.
 */
export const ResourceMenuSection = () => {
  const t = useT();
  const translate = useTranslate();
  const group = useGroup();
  const { pathname } = useLocation();
  const [open] = useSidebarState();
  const declarations = useDeclarations();
  const entries = group ? resourceMenuEntries(declarations, group) : [];
  if (!entries.length) return null;
  return (
    <>
      {open && (
        <Typography
          component="div"
          variant="overline"
          color="text.secondary"
          sx={{ px: 2, pt: 1.5, display: 'block', fontWeight: 700 }}
        >
          {t('app.resources.menu')}
        </Typography>
      )}
      {entries.map((declaration) => {
        const path = `/${declaration.name}`;
        return (
          <MenuItemLink
            key={declaration.name}
            to={path}
            primaryText={translate(`resources.${declaration.name}.name`, { smart_count: 2 })}
            leftIcon={declaration.menu?.icon}
            selected={pathname === path || pathname.startsWith(`${path}/`)}
          />
        );
      })}
    </>
  );
};
