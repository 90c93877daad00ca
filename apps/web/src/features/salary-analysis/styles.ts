// Styles of the Mantine components only the salary-analysis pages use (the shell loads the common ones).
import '@mantine/core/styles/EmptyState.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Tabs.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/Pagination.css';
