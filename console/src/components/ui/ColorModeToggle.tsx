// Switches between the light and dark scheme; starts from the system preference. No MUI tooltip here (the public
// pages must not load Popper): the button carries a native title, and the signed-in shell adds its own tooltip.
import IconButton, { type IconButtonProps } from '@mui/material/IconButton';
import { useColorScheme } from '@mui/material/styles';
import DarkModeIcon from '@mui/icons-material/DarkMode';
import LightModeIcon from '@mui/icons-material/LightMode';

/** The current scheme and the action that flips it. */
export function useColorModeSwitch() {
  const { mode, systemMode, setMode } = useColorScheme();
  const current = (mode === 'system' ? systemMode : mode) ?? 'light';
  const isDark = current === 'dark';
  return {
    isDark,
    label: isDark ? 'Switch to light mode' : 'Switch to dark mode',
    toggle: () => setMode(isDark ? 'light' : 'dark'),
  };
}

/** Other IconButton props pass through, so a tooltip can wrap the button. */
export interface ColorModeToggleProps extends Omit<IconButtonProps, 'color' | 'title' | 'onClick' | 'children'> {
  color?: 'inherit' | 'default';
  /** False when a surrounding tooltip already says what the button does. */
  nativeTitle?: boolean;
}

export function ColorModeToggle({ color = 'inherit', nativeTitle = true, ...rest }: ColorModeToggleProps) {
  const { isDark, label, toggle } = useColorModeSwitch();
  return (
    <IconButton
      {...rest}
      color={color}
      title={nativeTitle ? label : undefined}
      aria-label="Toggle dark mode"
      aria-pressed={isDark}
      onClick={toggle}
    >
      {isDark ? <LightModeIcon /> : <DarkModeIcon />}
    </IconButton>
  );
}
