// Styles of the Mantine components only the review pages use (the shell loads the common ones).
import '@mantine/core/styles/EmptyState.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Tooltip.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Progress.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/Pagination.css';
// The rating bars (BarsList).
import '@mantine/charts/styles.css';
