// The frame of the signed-in area: app bar (brand, admin, theme, sign out) and the navigation drawer.
import { useState, type ReactNode } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import AppBar from '@mui/material/AppBar';
import Avatar from '@mui/material/Avatar';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import Link from '@mui/material/Link';
import LogoutIcon from '@mui/icons-material/Logout';
import MenuIcon from '@mui/icons-material/Menu';
import SearchIcon from '@mui/icons-material/Search';
import { ColorModeToggle, useColorModeSwitch } from '../ui/ColorModeToggle';
import { VisuallyHidden } from '../ui/VisuallyHidden';

const DRAWER_WIDTH = 248;

export interface ShellNavItem {
  label: string;
  path: string;
  icon: ReactNode;
  /** A count on the icon (e.g. proposals waiting for the admin); nothing when 0 or absent. */
  badge?: number;
  /** What the count means, read after the label, e.g. "2 waiting for you". */
  badgeLabel?: string;
}

export interface ShellUser {
  name: string;
  email: string;
}

export interface AppShellProps {
  brandName: string;
  navItems: readonly ShellNavItem[];
  /** Null while the signed-in admin is loading. */
  user: ShellUser | null;
  onSignOut: () => void;
  signingOut: boolean;
  /** Shown as a chip beside the brand, e.g. "Test environment". */
  environmentLabel?: string;
  /** Opens the search (command palette). */
  onSearch?: () => void;
  /** Buttons of the app bar before the search, e.g. the approvals waiting for the admin. */
  actions?: ReactNode;
  children: ReactNode;
}

const initials = (name: string): string =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('') || '?';

export function AppShell({
  brandName,
  navItems,
  user,
  onSignOut,
  signingOut,
  environmentLabel,
  onSearch,
  actions,
  children,
}: AppShellProps) {
  const [mobileOpen, setMobileOpen] = useState(false);
  const { pathname } = useLocation();
  const colorMode = useColorModeSwitch();

  const navigation = (
    <Box component="nav" aria-label="Sections">
      <Toolbar />
      <List sx={{ px: 1 }}>
        {navItems.map((item) => {
          const selected = pathname === item.path || pathname.startsWith(`${item.path}/`);
          return (
            <ListItem key={item.path} disablePadding>
              <ListItemButton
                component={RouterLink}
                to={item.path}
                selected={selected}
                aria-current={selected ? 'page' : undefined}
                onClick={() => setMobileOpen(false)}
                sx={{ borderRadius: 2, mb: 0.5 }}
              >
                <ListItemIcon sx={{ minWidth: 40 }}>
                  {item.badge ? (
                    <Badge badgeContent={item.badge} color="error" max={99}>
                      {item.icon}
                    </Badge>
                  ) : (
                    item.icon
                  )}
                </ListItemIcon>
                <ListItemText
                  primary={
                    <>
                      {item.label}
                      {item.badge && item.badgeLabel ? <VisuallyHidden>, {item.badgeLabel}</VisuallyHidden> : null}
                    </>
                  }
                />
              </ListItemButton>
            </ListItem>
          );
        })}
      </List>
    </Box>
  );

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <Link
        href="#main-content"
        sx={(theme) => ({
          position: 'fixed',
          left: 8,
          top: -64,
          zIndex: theme.zIndex.tooltip + 1,
          px: 2,
          py: 1,
          borderRadius: 1,
          bgcolor: 'background.paper',
          color: 'primary.main',
          fontWeight: 600,
          boxShadow: 3,
          '&:focus': { top: 8 },
        })}
      >
        Skip to content
      </Link>
      <AppBar position="fixed" sx={{ zIndex: (theme) => theme.zIndex.drawer + 1 }}>
        <Toolbar sx={{ gap: { xs: 0.5, sm: 1 }, px: { xs: 1, sm: 2 } }}>
          <IconButton
            color="inherit"
            edge="start"
            aria-label="Open navigation"
            onClick={() => setMobileOpen(true)}
            sx={{ display: { md: 'none' } }}
          >
            <MenuIcon />
          </IconButton>
          <Typography
            variant="h6"
            component={RouterLink}
            to="/dashboard"
            sx={{
              color: 'inherit',
              textDecoration: 'none',
              fontWeight: 700,
              whiteSpace: 'nowrap',
              overflow: 'hidden',
              textOverflow: 'ellipsis',
              minWidth: 0,
              fontSize: { xs: '1rem', sm: '1.25rem' },
            }}
          >
            {brandName}
          </Typography>
          {environmentLabel && (
            <Chip
              size="small"
              label={environmentLabel}
              sx={{ bgcolor: 'rgba(255,255,255,0.18)', color: 'inherit', display: { xs: 'none', sm: 'inline-flex' } }}
            />
          )}
          <Box sx={{ flex: 1 }} />
          {actions}
          {onSearch && (
            <Tooltip title="Search (/ or Ctrl K)">
              <IconButton
                color="inherit"
                aria-label="Search everything"
                aria-keyshortcuts="/ Control+K Meta+K"
                onClick={onSearch}
              >
                <SearchIcon />
              </IconButton>
            </Tooltip>
          )}
          <Box
            aria-label="Signed-in administrator"
            role="group"
            sx={{ display: { xs: 'none', sm: 'flex' }, alignItems: 'center', gap: 1.5 }}
          >
            {user ? (
              <>
                <Avatar
                  sx={{ width: 32, height: 32, fontSize: '0.9rem', bgcolor: 'rgba(255,255,255,0.2)', color: 'inherit' }}
                >
                  {initials(user.name)}
                </Avatar>
                <Box sx={{ display: { xs: 'none', sm: 'block' }, lineHeight: 1.2 }}>
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {user.name}
                  </Typography>
                  <Typography variant="caption" sx={{ opacity: 0.85 }}>
                    {user.email}
                  </Typography>
                </Box>
              </>
            ) : (
              <Skeleton variant="rounded" width={140} height={32} sx={{ bgcolor: 'rgba(255,255,255,0.2)' }} />
            )}
          </Box>
          <Tooltip title={colorMode.label}>
            <ColorModeToggle nativeTitle={false} />
          </Tooltip>
          <Button
            color="inherit"
            onClick={onSignOut}
            loading={signingOut}
            startIcon={<LogoutIcon />}
            sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}
          >
            Sign out
          </Button>
        </Toolbar>
      </AppBar>

      <Drawer
        variant="temporary"
        open={mobileOpen}
        onClose={() => setMobileOpen(false)}
        sx={{ display: { xs: 'block', md: 'none' }, '& .MuiDrawer-paper': { width: DRAWER_WIDTH } }}
      >
        {navigation}
      </Drawer>
      <Drawer
        variant="permanent"
        open
        sx={{
          display: { xs: 'none', md: 'block' },
          width: DRAWER_WIDTH,
          flexShrink: 0,
          '& .MuiDrawer-paper': { width: DRAWER_WIDTH, boxSizing: 'border-box' },
        }}
      >
        {navigation}
      </Drawer>

      <Box
        component="main"
        id="main-content"
        tabIndex={-1}
        sx={{ flex: 1, minWidth: 0, bgcolor: 'background.default', '&:focus': { outline: 'none' } }}
      >
        <Toolbar />
        <Box sx={{ p: { xs: 2, sm: 3 }, minWidth: 0 }}>{children}</Box>
      </Box>
    </Box>
  );
}
