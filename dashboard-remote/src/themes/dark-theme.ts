export { webDarkTheme as theme } from "@fluentui/react-components";
