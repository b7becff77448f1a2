#include "resultspage.h"

#include "chart/barchart.h"
#include "chart/chartforkind.h"

#include <QChartView>
#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QSplitter>
#include <QVBoxLayout>

namespace cm {

ResultsPage::ResultsPage(QWidget *parent)
    : QWidget(parent)
{
    m_kind = new QComboBox;
    m_kind->setObjectName(QStringLiteral("chartKindCombo"));
    m_kind->setAccessibleName(tr("Chart"));
    m_kind->addItem(tr("Per drive (the last)"), chartKindName(ChartKind::PerDrive));
    m_kind->addItem(tr("Drives side by side"), chartKindName(ChartKind::Compare));
    m_kind->addItem(tr("Compressed as % of plain"), chartKindName(ChartKind::Percent));
    m_kind->addItem(tr("Device bytes read"), chartKindName(ChartKind::Device));
    m_whiskers = new QComboBox;
    m_whiskers->setObjectName(QStringLiteral("whiskersCombo"));
    m_whiskers->setAccessibleName(tr("Whiskers"));
    m_whiskers->addItem(tr("No whiskers"), whiskersName(Whiskers::None));
    m_whiskers->addItem(tr("Slowest to fastest run"), whiskersName(Whiskers::MinMax));
    m_whiskers->addItem(tr("95 % confidence interval"), whiskersName(Whiskers::Ci95));
    connect(m_kind, &QComboBox::currentIndexChanged, this, &ResultsPage::redraw);
    connect(m_whiskers, &QComboBox::currentIndexChanged, this, &ResultsPage::redraw);
    m_export = new QPushButton(tr("Export…"));
    m_export->setObjectName(QStringLiteral("exportChartButton"));
    m_export->setEnabled(false);
    connect(m_export, &QPushButton::clicked, this, &ResultsPage::exportRequested);

    auto *controls = new QHBoxLayout;
    controls->addWidget(new QLabel(tr("Chart:")));
    controls->addWidget(m_kind, 1);
    controls->addWidget(m_whiskers);
    controls->addWidget(m_export);

    m_chartView = new QChartView;
    m_chartView->setObjectName(QStringLiteral("chartView"));
    m_chartView->setAccessibleName(tr("Results chart"));
    m_chartView->setRenderHint(QPainter::Antialiasing);
    m_chartView->setMinimumHeight(300);
    m_splitter = new QSplitter(Qt::Vertical);
    m_splitter->addWidget(m_chartView);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(controls);
    layout->addWidget(m_splitter, 1);
}

void ResultsPage::setSession(const Session &session)
{
    m_session = session;
    // While a run goes on the page is mostly hidden: draw when it shows.
    if (isVisible())
        redraw();
    else
        m_stale = true;
}

void ResultsPage::showEvent(QShowEvent *event)
{
    if (m_stale)
        redraw();
    QWidget::showEvent(event);
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

void ResultsPage::redraw()
{
    m_stale = false;
    Whiskers whiskers = Whiskers::None;
    parseWhiskers(m_whiskers->currentData().toString(), &whiskers);
    const bool hasResults = m_session.hasMeasurements();
    m_whiskers->setEnabled(chartKind() == ChartKind::PerDrive || chartKind() == ChartKind::Compare);
    QChart *old = m_chartView->chart();
    m_chartView->setChart(hasResults ? buildChart(chartDataFor(chartKind(), m_session, whiskers), m_theme) : new QChart);
    delete old;
    m_export->setEnabled(hasResults);
}

} // namespace cm
