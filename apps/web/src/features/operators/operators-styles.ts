// Styles of the Mantine components only operator management uses (the shell loads the common ones).
import '@mantine/core/styles/EmptyState.css';
import '@mantine/core/styles/Menu.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/Table.css';
