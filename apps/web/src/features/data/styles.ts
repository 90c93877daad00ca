// Styles of the Mantine components only the data pages use (the shell loads the common ones).
import '@mantine/core/styles/Chip.css';
import '@mantine/core/styles/EmptyState.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Tabs.css';
// The visitor detail's bars (BarsList).
import '@mantine/charts/styles.css';
