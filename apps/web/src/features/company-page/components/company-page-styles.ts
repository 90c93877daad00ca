// Styles of the Mantine components only the company page area uses (the shell loads the common ones).
import '@mantine/core/styles/EmptyState.css';
import '@mantine/core/styles/Menu.css';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Tabs.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/Slider.css';
import '@mantine/core/styles/AspectRatio.css';
import '@mantine/core/styles/Image.css';
import '@mantine/dropzone/styles.css';
