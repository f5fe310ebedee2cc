import { forwardRef, useCallback, type ReactNode } from 'react';
import {
  ListItemIcon,
  MenuItem,
  Tooltip,
  Typography,
  useMediaQuery,
  type MenuItemProps,
  type Theme,
} from '@mui/material';
import { styled, useThemeProps } from '@mui/material/styles';
import { visuallyHidden } from '@mui/utils';
import {
  LinkBase,
  useBasename,
  useMatch,
  useSidebarState,
  useTranslate,
  type LinkBaseProps,
} from 'react-admin';

export type MenuItemLinkProps = Omit<MenuItemProps<'li'>, 'placeholder'> & {
  to: string;
  primaryText: string;
  leftIcon?: ReactNode;
};

const PREFIX = 'RaMenuItemLink';

const MenuItemLinkClasses = {
  root: `${PREFIX}-root`,
  active: `${PREFIX}-active`,
  icon: `${PREFIX}-icon`,
};

/**
 * react-admin's <MenuItemLink> (`<Menu.Item>`) for the side menu: the same markup, classes,
 * styles and behaviour (a link that closes the drawer on small screens, marked active on its
 * path, with its label as a tooltip while the menu is folded), without the keyboard shortcut
 * option this menu does not use: react-admin's brings a hotkeys library into every screen.
 */
export const MenuItemLink = forwardRef<HTMLLIElement, MenuItemLinkProps>((inProps, ref) => {
  const props = useThemeProps({ props: inProps, name: PREFIX });
  const { className, primaryText, leftIcon, onClick, to, ...rest } = props;
  const isSmall = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const translate = useTranslate();
  const basename = useBasename();
  const [open, setOpen] = useSidebarState();
  const handleMenuTap = useCallback(
    (event: React.MouseEvent<HTMLLIElement>) => {
      if (isSmall) setOpen(false);
      onClick?.(event);
    },
    [setOpen, isSmall, onClick],
  );
  const match = useMatch({ path: to, end: to === `${basename}/` });
  const label = translate(primaryText, { _: primaryText });
  const item = (
    <StyledMenuItem
      className={[className, MenuItemLinkClasses.root, match ? MenuItemLinkClasses.active : '']
        .filter(Boolean)
        .join(' ')}
      component={LinkRef}
      // @ts-expect-error `to` goes to the link the item renders as, which its type does not know.
      to={to}
      ref={ref}
      tabIndex={0}
      {...rest}
      onClick={handleMenuTap}
    >
      {leftIcon && <ListItemIcon className={MenuItemLinkClasses.icon}>{leftIcon}</ListItemIcon>}
      {/* Open, a long label wraps rather than being cut; folded to the rail, the label stays
          the item's name for screen readers but shows no stray letters beside the icon. */}
      <Typography variant="inherit" sx={open ? { flexGrow: 1 } : visuallyHidden}>
        {label}
      </Typography>
    </StyledMenuItem>
  );
  if (open) return item;
  return (
    <Tooltip title={label} placement="right">
      {item}
    </Tooltip>
  );
});
MenuItemLink.displayName = 'MenuItemLink';

/** react-admin's styles for the item, under its name so theme overrides still apply. */
const StyledMenuItem = styled(MenuItem, {
  name: PREFIX,
  overridesResolver: (_props, styles) => styles.root,
})(({ theme }) => ({
  color: (theme.vars || theme).palette.text.secondary,
  whiteSpace: 'normal',
  [`&.${MenuItemLinkClasses.active}`]: {
    color: (theme.vars || theme).palette.text.primary,
  },
  // react-admin gives the icon a colour and then, under the same key, a width: the width wins.
  [`& .${MenuItemLinkClasses.icon}`]: { minWidth: theme.spacing(5) },
  [`.MuiList-dense > & > .${MenuItemLinkClasses.icon}`]: {
    minWidth: theme.spacing(3.5),
  },
}));

const LinkRef = forwardRef<HTMLAnchorElement, LinkBaseProps>((props, ref) => (
  <LinkBase ref={ref} {...props} />
));
LinkRef.displayName = 'LinkRef';
