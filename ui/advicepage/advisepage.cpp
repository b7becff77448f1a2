// SPDX-License-Identifier: GPL-3.0-or-later
#include "advisepage.h"

#include "advicepage/advicechartdata.h"
#include "advicepage/advicetablemodel.h"
#include "chart/barchart.h"
#include "chart/displaynames.h"
#include "chart/emptynote.h"
#include "document/sessiondocument.h"
#include "report/summaryrows.h"
#include "uiutil/plaintext.h"
#include "util/shownpath.h"
#include "volume/volumename.h"
#include "workflow/preflight.h"

#include <QChartView>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QSplitter>
#include <QTableView>
#include <QThread>
#include <QVBoxLayout>

#include <algorithm>

namespace cm {

AdvisePage::AdvisePage(const Privileges &privileges, QWidget *parent)
    : QWidget(parent)
    , m_privileges(privileges)
    , m_model(new AdviceTableModel(this))
{
    auto *title = new QLabel(tr("<h2>Should I compress?</h2>"));
    m_recommendation = new QLabel(tr("Open a session, or measure the drive, to see what compression would do."));
    m_recommendation->setObjectName(QStringLiteral("recommendationLabel"));
    m_recommendation->setWordWrap(true);
    m_drive = new QLabel;
    m_drive->setObjectName(QStringLiteral("adviceDriveLabel"));
    m_drive->setWordWrap(true);
    m_drive->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_drive->hide();
    m_note = new QLabel;
    m_note->setObjectName(QStringLiteral("decompressionNote"));
    m_note->setWordWrap(true);
    m_progress = new QProgressBar;
    m_progress->setObjectName(QStringLiteral("probeProgress"));
    m_progress->setVisible(false);
    m_progress->setFormat(tr("Probing the algorithms on this CPU: step %v of %m"));

    m_table = new QTableView;
    m_table->setObjectName(QStringLiteral("adviceTable"));
    m_table->setModel(m_model);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    connect(m_table->selectionModel(), &QItemSelectionModel::selectionChanged, this, &AdvisePage::updateMeasureButton);
    // Each column as wide as what it holds: the space saved is a short number.
    m_table->horizontalHeader()->setStretchLastSection(false);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->verticalHeader()->setVisible(false);
    m_table->resizeColumnsToContents(); // the headers, readable before the first probe

    m_chartView = new QChartView;
    m_chartView->setObjectName(QStringLiteral("adviceChart"));
    m_chartView->setRenderHint(QPainter::Antialiasing);
    m_chartView->setMinimumSize(480, 300);
    showChart();

    m_measure = new QPushButton(tr("Measure it for real"));
    m_measure->setObjectName(QStringLiteral("measureButton"));
    connect(m_measure, &QPushButton::clicked, this, &AdvisePage::requestMeasurement);
    updateMeasureButton();

    auto *splitter = new QSplitter(Qt::Vertical);
    splitter->addWidget(m_chartView);
    splitter->addWidget(m_table);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_progress, 1);
    buttons->addStretch();
    buttons->addWidget(m_measure);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(title);
    layout->addWidget(m_drive);
    layout->addWidget(m_recommendation);
    layout->addWidget(m_note);
    layout->addWidget(splitter, 1);
    layout->addLayout(buttons);
}

AdvisePage::~AdvisePage() = default;

void AdvisePage::followDocument(const SessionDocument *document)
{
    m_document = document;
    m_documentChanged = true;
    // Probed the next time the page shows.
    // A drive removed or relabelled counts as much as a session opened.
    for (auto changed : {&SessionDocument::sessionChanged, &SessionDocument::sessionEdited})
        connect(document, changed, this, [this] {
            m_documentChanged = true;
            if (isVisible())
                followDocumentNow();
        });
}

void AdvisePage::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    followDocumentNow();
}

void AdvisePage::followDocumentNow()
{
    if (m_document && m_documentChanged && m_document->session().hasMeasurements()) {
        m_documentChanged = false;
        setSession(m_document->session());
    }
}

void AdvisePage::setSession(const Session &session)
{
    AdviceRequest request;
    if (session.drives.isEmpty()) {
        Q_EMIT probeFailed(tr("The session holds no drive."));
        return;
    }
    // The newest drive that has results: one a run left empty says nothing.
    const auto measured = std::find_if(session.drives.crbegin(), session.drives.crend(),
                                       [](const DriveRecord &drive) { return !drive.results.isEmpty(); });
    if (measured == session.drives.crend()) {
        Q_EMIT probeFailed(tr("The session holds no measured drive."));
        return;
    }
    const QString name = distinctDriveNames(session).value(int(session.drives.crend() - measured - 1));
    const VolumeInfo &source = measured->source;
    showPlainText(m_drive,
                  tr("For the drive %1 (%2 on %3, %4), the last measured in the session")
                      .arg(name, source.filesystem, volumeName(source), shownPath(source.mountPoint)));
    m_drive->show();
    if (Status status = adviceRequestFromDrive(*measured, m_chosenFolder, &request); !status) {
        showPlainText(m_recommendation, status.message());
        Q_EMIT probeFailed(status.message());
        return;
    }
    startProbe(request);
}

void AdvisePage::setRequest(const AdviceRequest &request)
{
    m_drive->hide(); // speeds measured some other way: no drive of a session
    startProbe(request);
}

void AdvisePage::startProbe(AdviceRequest request)
{
    Q_ASSERT(QThread::currentThread() == thread());
    m_probe.cancel();
    request.sampleBytes = m_sampleBytes;
    request.privileges = m_privileges;
    request.kindName = dataSetTitle;
    request.scratchFolder = m_scratchFolder.isEmpty() ? ramDiskWithRoomFor(m_sampleBytes * 4) : m_scratchFolder;
    if (request.scratchFolder.isEmpty()) {
        const QString message = tr("No RAM disk with room for the samples.");
        showPlainText(m_recommendation, message);
        Q_EMIT probeFailed(message);
        return;
    }
    m_measure->setEnabled(false);
    m_progress->setRange(0, int(request.plainMBps.size()) * 2);
    m_progress->setValue(0);
    m_progress->setVisible(true);
    m_recommendation->setText(tr("Probing the algorithms on this CPU…"));
    // The worker owns a copy of the request; a newer probe's start stops it.
    // The page is touched only on its own thread, by calls the tracker drops
    // once the page is gone.
    m_probe.start(
        [this, request](const JobControl &control) {
            Probed result;
            result.status = adviseAll(
                request, control.cancellation(),
                [&](int done, int total, const QString &step) {
                    control.post([this, done, total, step] { showProgress(done, total, step); });
                },
                &result.advice, &result.notes);
            return result;
        },
        [this](const Probed &result) { probed(result); });
}

void AdvisePage::probed(const Probed &result)
{
    if (!result.status) {
        m_progress->setVisible(false);
        showPlainText(m_recommendation, result.status.message());
        Q_EMIT probeFailed(result.status.message());
        return;
    }
    showAdvice(result.advice, result.notes);
}

void AdvisePage::showProgress(int done, int total, const QString &step)
{
    m_progress->setRange(0, total);
    m_progress->setValue(done);
    if (!step.isEmpty())
        showPlainText(m_recommendation, tr("Probing: %1…").arg(step));
}

void AdvisePage::showAdvice(const QList<KindAdvice> &advice, const AdviceNotes &notes)
{
    Q_ASSERT(QThread::currentThread() == thread());
    m_progress->setVisible(false);
    m_model->setAdvice(advice);
    m_table->resizeColumnsToContents();
    QStringList sentences;
    for (const KindAdvice &kind : advice)
        sentences.append(tr("%1: %2.").arg(dataSetTitle(kind.kind), kind.recommendation));
    showPlainText(m_recommendation, sentences.join(QLatin1Char(' ')));
    m_note->setText(tr("Predicted from the drive's plain read speed, the ratio on the filesystem's own chunks, %1 "
                       "and the drive's cost of reading compressed extents: %2.")
                        .arg(notes.decompression, notes.extents));
    showChart();
    updateMeasureButton();
    Q_EMIT adviceReady();
}

void AdvisePage::setChartTheme(ChartTheme theme)
{
    m_theme = theme;
    m_chartView->setBackgroundBrush(chartStyle(theme).background);
    showChart();
}

// The advice's chart, or until the first probe a chart in the window's
// colours that says what will show there.
void AdvisePage::showChart()
{
    QChart *chart = m_model->advice().isEmpty()
        ? placeholderChart(tr("The prediction appears here once the probe has run."), m_theme)
        : buildChart(adviceChartData(m_model->advice()), m_theme);
    QChart *old = m_chartView->chart();
    m_chartView->setChart(chart);
    delete old;
}

QString AdvisePage::selectedCodec() const
{
    const QModelIndexList rows = m_table->selectionModel()->selectedRows();
    if (!rows.isEmpty())
        return rows.first().data(AdviceTableModel::CodecRole).toString();
    for (const KindAdvice &kind : m_model->advice()) {
        if (!kind.bestCodec.isEmpty())
            return kind.bestCodec;
    }
    // Nothing recommended (cannot tell, or slower): measuring the fastest decides.
    for (const KindAdvice &kind : m_model->advice()) {
        if (!kind.fastestCodec.isEmpty())
            return kind.fastestCodec;
    }
    return {};
}

void AdvisePage::updateMeasureButton()
{
    const QString codec = selectedCodec();
    const bool measurable = !codec.isEmpty() && canMeasureCodec(codec);
    m_measure->setEnabled(measurable);
    m_measure->setToolTip(
        measurable || codec.isEmpty()
            ? tr("Run the benchmark with the selected algorithm (or the recommended one) on these data kinds")
            : tr("%1 cannot be measured here: no filesystem on this system stores it").arg(codec));
}

void AdvisePage::requestMeasurement()
{
    const QString codec = selectedCodec();
    if (codec.isEmpty())
        return;
    QStringList kinds;
    for (const KindAdvice &kind : m_model->advice())
        kinds.append(kind.kind);
    Q_EMIT measureRequested(codec, kinds);
}

} // namespace cm
