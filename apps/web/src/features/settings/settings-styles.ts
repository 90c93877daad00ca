// Styles of the Mantine components only the settings page uses (the shell loads the common ones).
import '@mantine/core/styles/Switch.css';
import '@mantine/core/styles/Table.css';
