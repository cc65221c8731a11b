export { HeaderMenu, type HeaderLink } from './header-menu';
