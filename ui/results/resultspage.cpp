// SPDX-License-Identifier: GPL-3.0-or-later
#include "resultspage.h"

#include "chart/barchart.h"
#include "chart/chartimage.h"
#include "chart/chartkinds.h"
#include "chart/displaynames.h"
#include "chart/sessionchart.h"
#include "compare/comparepanel.h"
#include "compare/drivelistmodel.h"
#include "document/sessiondocument.h"
#include "results/foldednotes.h"
#include "results/resultstablemodel.h"
#include "util/visibletext.h"

#include <QChartView>
#include <QComboBox>
#include <QEvent>
#include <QHash>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QSignalBlocker>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QTableView>
#include <QTimer>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace cm {
namespace {

constexpr int ChartViewHeight = 280; // the least a chart is shown at
constexpr int SplitterHandle = 10;   // pixels: a handle a pointer catches at the first try

// Same drives in the same order under the same labels: only ticks differ.
bool sameDrives(const Session &a, const Session &b)
{
    if (a.drives.size() != b.drives.size())
        return false;
    for (qsizetype i = 0; i < a.drives.size(); ++i) {
        if (a.drives[i].id != b.drives[i].id || a.drives[i].label != b.drives[i].label)
            return false;
    }
    return true;
}

} // namespace

ResultsPage::ResultsPage(QWidget *parent)
    : QWidget(parent)
{
    m_compare = new ComparePanel;
    connect(m_compare, &ComparePanel::selectionChanged, this, &ResultsPage::selectionChanged);
    QLayout *controls = buildChartControls();

    m_chartView = new QChartView;
    m_chartView->setObjectName(QStringLiteral("chartView"));
    m_chartView->setAccessibleName(tr("Results chart"));
    m_chartView->setRenderHint(QPainter::Antialiasing);
    m_chartView->installEventFilter(this);
    // A chart of many drives in rows scrolls rather than losing their names.
    auto *chartScroll = new QScrollArea;
    chartScroll->setObjectName(QStringLiteral("chartScroll"));
    chartScroll->setWidget(m_chartView);
    chartScroll->setWidgetResizable(true);
    chartScroll->setFrameShape(QFrame::NoFrame);
    chartScroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    chartScroll->setMinimumHeight(ChartViewHeight);

    // The chart's notes under it, folded to a line: inside the chart they
    // took the plot's room on a laptop's screen.
    m_notes = new FoldedNotes;
    auto *chartArea = new QWidget;
    auto *chartAreaLayout = new QVBoxLayout(chartArea);
    chartAreaLayout->setContentsMargins(0, 0, 0, 0);
    chartAreaLayout->setSpacing(2);
    chartAreaLayout->addWidget(chartScroll, 1);
    chartAreaLayout->addWidget(m_notes);

    m_chartAndTable = new QSplitter(Qt::Vertical);
    m_chartAndTable->setObjectName(QStringLiteral("chartAndTableSplitter"));
    m_chartAndTable->setHandleWidth(SplitterHandle);
    m_chartAndTable->setChildrenCollapsible(false);
    m_chartAndTable->addWidget(chartArea);
    m_chartAndTable->addWidget(buildResultsTable());
    // Two thirds for the chart, which holds its notes' line too: on a
    // laptop's screen three drives' rows fit without scrolling.
    m_chartAndTable->setStretchFactor(0, 2);
    m_chartAndTable->setStretchFactor(1, 1);
    m_chartAndTable->setSizes({2000, 1000}); // in that proportion from the start, whatever the table asks
    connect(m_chartAndTable, &QSplitter::splitterMoved, this, &ResultsPage::keepHalfForTheChart);
    auto *right = new QWidget;
    auto *rightLayout = new QVBoxLayout(right);
    rightLayout->setContentsMargins(0, 0, 0, 0);
    rightLayout->addLayout(controls);
    rightLayout->addWidget(m_chartAndTable, 1);

    auto *sides = new QSplitter(Qt::Horizontal);
    sides->setHandleWidth(SplitterHandle);
    sides->setChildrenCollapsible(false);
    sides->addWidget(m_compare);
    sides->addWidget(right);
    sides->setStretchFactor(0, 1);
    sides->setStretchFactor(1, 4);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(sides);
}

// Which chart, which whiskers, and Export.
QLayout *ResultsPage::buildChartControls()
{
    m_kind = new QComboBox;
    m_kind->setObjectName(QStringLiteral("chartKindCombo"));
    m_kind->setAccessibleName(tr("Chart"));
    for (const ChartKindEntry &entry : chartKinds())
        m_kind->addItem(chartKindTitle(entry.kind), QString::fromLatin1(entry.name));
    m_whiskers = new QComboBox;
    m_whiskers->setObjectName(QStringLiteral("whiskersCombo"));
    m_whiskers->setAccessibleName(tr("Whiskers"));
    m_whiskers->addItem(tr("No whiskers"), whiskersName(Whiskers::None));
    m_whiskers->addItem(tr("Slowest to fastest run"), whiskersName(Whiskers::MinMax));
    m_whiskers->addItem(tr("95 % confidence interval"), whiskersName(Whiskers::Ci95));
    m_timeline = new QComboBox;
    m_timeline->setObjectName(QStringLiteral("timelineCombo"));
    m_timeline->setAccessibleName(tr("Data set and operation over time"));
    m_timeline->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_timeline->hide();
    m_drivesDataSet = new QComboBox;
    m_drivesDataSet->setObjectName(QStringLiteral("drivesDataSetCombo"));
    m_drivesDataSet->setAccessibleName(tr("Data set of the drives chart"));
    m_drivesDataSet->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_drivesDataSet->hide();
    m_driveOrder = new QComboBox;
    m_driveOrder->setObjectName(QStringLiteral("driveOrderCombo"));
    m_driveOrder->setAccessibleName(tr("Order of the drives"));
    m_driveOrder->addItem(tr("As measured"), enumName(DriveOrderNames, DriveOrder::Session));
    m_driveOrder->addItem(tr("Fastest first"), enumName(DriveOrderNames, DriveOrder::Speed));
    m_driveOrder->hide();
    connect(m_kind, &QComboBox::currentIndexChanged, this, &ResultsPage::redraw);
    connect(m_drivesDataSet, &QComboBox::currentIndexChanged, this, &ResultsPage::redraw);
    connect(m_driveOrder, &QComboBox::currentIndexChanged, this, &ResultsPage::redraw);
    connect(m_whiskers, &QComboBox::currentIndexChanged, this, &ResultsPage::redraw);
    connect(m_timeline, &QComboBox::currentIndexChanged, this, &ResultsPage::redraw);
    m_export = new QPushButton(tr("Export…"));
    m_export->setObjectName(QStringLiteral("exportChartButton"));
    m_export->setEnabled(false);
    connect(m_export, &QPushButton::clicked, this, &ResultsPage::exportRequested);

    auto *controls = new QHBoxLayout;
    controls->addWidget(new QLabel(tr("Chart:")));
    controls->addWidget(m_kind, 1);
    controls->addWidget(m_whiskers);
    controls->addWidget(m_timeline);
    controls->addWidget(m_drivesDataSet);
    controls->addWidget(m_driveOrder);
    controls->addWidget(m_export);
    return controls;
}

// Every result, sortable, in the session's order until a header is clicked.
QWidget *ResultsPage::buildResultsTable()
{
    m_table = new ResultsTableModel(this);
    m_sortedTable = new QSortFilterProxyModel(this);
    m_sortedTable->setSourceModel(m_table);
    m_sortedTable->setSortRole(ResultsTableModel::SortRole);
    m_tableView = new QTableView;
    m_tableView->setObjectName(QStringLiteral("resultsTable"));
    m_tableView->setAccessibleName(tr("Every result"));
    m_tableView->setModel(m_sortedTable);
    m_tableView->setSortingEnabled(true);
    m_tableView->sortByColumn(-1, Qt::AscendingOrder);
    m_tableView->verticalHeader()->hide();
    m_tableView->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_tableView->horizontalHeader()->setStretchLastSection(true);
    // A few rows and its header at the least; more scroll.
    m_tableView->setMinimumHeight(m_tableView->horizontalHeader()->sizeHint().height() * 4);
    return m_tableView;
}

ResultsPage::~ResultsPage() = default;

void ResultsPage::followDocument(SessionDocument *document)
{
    connect(document, &SessionDocument::sessionChanged, this, &ResultsPage::setSession);
    connect(document, &SessionDocument::opened, this, &ResultsPage::sessionsOpened);
    connect(this, &ResultsPage::sessionEdited, document, &SessionDocument::edit);
}

void ResultsPage::sessionsOpened(const QStringList &, bool added)
{
    // Drives added, or several opened: the user wants them side by side.
    if ((added || m_session.drives.size() > 1) && chartKind() == ChartKind::PerDrive)
        setChartKind(ChartKind::Compare);
}

void ResultsPage::setSession(const Session &session)
{
    m_session = session;
    m_compare->setSession(session); // says selectionChanged(), which draws
    // Another session, or a run's results: the table starts at its first column.
    m_tableView->horizontalScrollBar()->setValue(m_tableView->horizontalScrollBar()->minimum());
}

Session ResultsPage::shownSession() const
{
    return m_compare->comparedSession();
}

void ResultsPage::selectionChanged()
{
    if (!sameDrives(m_compare->session(), m_session)) {
        m_session = m_compare->session();
        Q_EMIT sessionEdited(m_session);
    }
    // While a run goes on the page is mostly hidden: draw when it shows.
    if (isVisible())
        redraw();
    else
        m_stale = true;
}

// The chart keeps at least half the page's height, whatever the splitter
// was dragged to: the table scrolls.
void ResultsPage::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    keepHalfForTheChart();
}

bool ResultsPage::eventFilter(QObject *watched, QEvent *event)
{
    // Names break into lines as wide as the chart allows: a narrower chart
    // may need more height. Fitted once the resize is over, not inside it.
    if (watched == m_chartView && event->type() == QEvent::Resize && m_chartView->width() != m_chartWidth)
        QTimer::singleShot(0, this, &ResultsPage::fitChartHeight);
    return QWidget::eventFilter(watched, event);
}

void ResultsPage::fitChartHeight()
{
    const int width = m_chartView->width();
    if (width == m_chartWidth)
        return;
    m_chartWidth = width;
    const qreal needed = chartNeededHeight(m_chartView->chart(), width);
    m_chartView->setMinimumHeight(std::max(ChartViewHeight, int(std::ceil(needed))));
}

void ResultsPage::keepHalfForTheChart()
{
    const int total = m_chartAndTable->height();
    const QList<int> sizes = m_chartAndTable->sizes();
    if (total <= 0 || sizes.size() != 2 || sizes[0] >= total / 2)
        return;
    m_chartAndTable->setSizes({total / 2 + total / 10, total - total / 2 - total / 10});
}

void ResultsPage::showEvent(QShowEvent *event)
{
    if (m_stale)
        redraw();
    QWidget::showEvent(event);
    keepHalfForTheChart();
}

void ResultsPage::setChartKind(ChartKind kind)
{
    m_kind->setCurrentIndex(m_kind->findData(chartKindName(kind)));
}

ChartKind ResultsPage::chartKind() const
{
    ChartKind kind = ChartKind::PerDrive;
    parseChartKind(m_kind->currentData().toString(), &kind);
    return kind;
}

TimelineChoice ResultsPage::timelineChoice() const
{
    const QStringList pair = m_timeline->currentData().toStringList();
    if (pair.size() != 2)
        return {};
    return TimelineChoice{pair[0], pair[1]};
}

// The data sets and operations of the shown runs that have a timeline; the
// one picked stays picked while it is there.
void ResultsPage::fillTimelineChoices(const Session &shown)
{
    const TimelineChoice picked = timelineChoice();
    const QSignalBlocker quiet(m_timeline);
    m_timeline->clear();
    for (const TimelineChoice &choice : timelineChoices(shown))
        m_timeline->addItem(visibleText(
                                tr("%1, %2").arg(dataSetTitle(choice.dataSet), operationTitle(choice.operation))),
                            QStringList{choice.dataSet, choice.operation});
    if (m_timeline->count() == 0)
        m_timeline->addItem(tr("No timeline in these runs"));
    const std::optional<TimelineChoice> fallback = defaultTimelineChoice(shown);
    for (const std::optional<TimelineChoice> &wanted : {std::optional<TimelineChoice>(picked), fallback}) {
        const int index = wanted ? m_timeline->findData(QStringList{wanted->dataSet, wanted->operation}) : -1;
        if (index >= 0) {
            m_timeline->setCurrentIndex(index);
            break;
        }
    }
    m_timeline->setEnabled(!timelineChoice().dataSet.isEmpty());
}

void ResultsPage::setChartTheme(ChartTheme theme)
{
    m_theme = theme;
    redraw();
}

QChart *ResultsPage::chart()
{
    if (m_stale)
        redraw();
    return m_chartView->chart();
}

// The read data sets of the shown runs; the one picked stays picked while it is there.
void ResultsPage::fillDrivesDataSets(const Session &shown)
{
    const QString picked = m_drivesDataSet->currentData().toString();
    const QSignalBlocker quiet(m_drivesDataSet);
    m_drivesDataSet->clear();
    for (const QString &kind : shown.dataSetKinds(operationName(Operation::Read)))
        m_drivesDataSet->addItem(visibleText(dataSetTitle(kind)), kind);
    m_drivesDataSet->setCurrentIndex(std::max(0, m_drivesDataSet->findData(picked)));
}

ChartData ResultsPage::shownChartData() const
{
    Whiskers whiskers = Whiskers::None;
    parseWhiskers(m_whiskers->currentData().toString(), &whiskers);
    DriveOrder order = DriveOrder::Session;
    parseEnumName(DriveOrderNames, m_driveOrder->currentData().toString(), &order);
    const ChartKindEntry &kind = chartKindEntry(chartKind());
    const TimelineChoice choice = kind.needs == ChartChoiceNeeded::DataSet
        ? TimelineChoice{m_drivesDataSet->currentData().toString(), {}}
        : timelineChoice();
    ChartData chartData = sessionChartData(shownSession(), kind.kind, whiskers, choice, order);
    // Each drive keeps its colour while others are hidden, moved or removed: its number's.
    if (kind.coloursByDrive) {
        const DriveListModel *drives = m_compare->drives();
        QHash<QString, int> colours;
        for (int row = 0; row < drives->rowCount(); ++row)
            colours.insert(drives->name(row), drives->number(row) - 1);
        for (ChartData::Series &series : chartData.series)
            series.group = colours.value(series.drive.isEmpty() ? series.name : series.drive, series.group);
    }
    return chartData;
}

void ResultsPage::redraw()
{
    m_stale = false;
    const Session shown = shownSession();
    const bool hasResults = shown.hasMeasurements();
    const ChartKindEntry &kind = chartKindEntry(chartKind());
    m_whiskers->setEnabled(kind.takesWhiskers);
    fillTimelineChoices(shown);
    fillDrivesDataSets(shown);
    m_timeline->setVisible(kind.needs == ChartChoiceNeeded::DataSetAndOperation);
    m_drivesDataSet->setVisible(kind.needs == ChartChoiceNeeded::DataSet);
    m_driveOrder->setVisible(kind.ordersDrives);
    QChart *old = m_chartView->chart();
    ChartData drawn = hasResults ? shownChartData() : ChartData();
    m_notes->setLines(drawn.footnotes);
    drawn.footnotes.clear(); // under the chart, folded
    m_chartView->setChart(hasResults ? buildChart(drawn, m_theme) : new QChart);
    delete old;
    m_chartWidth = 0;
    fitChartHeight();
    m_table->setSession(shown);
    m_tableView->resizeColumnsToContents();
    m_export->setEnabled(hasResults);
}

} // namespace cm
