export { teamsHighContrastTheme as theme } from "@fluentui/react-components";
