#include "advisepage.h"

#include "advise/advicechartdata.h"
#include "advise/advicetablemodel.h"
#include "chart/barchart.h"
#include "chart/displaynames.h"
#include "volume/preflight.h"

#include <QChartView>
#include <QCoreApplication>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QPointer>
#include <QProgressBar>
#include <QPushButton>
#include <QSplitter>
#include <QTableView>
#include <QThread>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

namespace cm {

AdvisePage::AdvisePage(QWidget *parent)
    : QWidget(parent)
    , m_model(new AdviceTableModel(this))
    , m_running(std::make_shared<std::atomic<int>>(0))
{
    auto *title = new QLabel(tr("<h2>Should I compress?</h2>"));
    m_recommendation = new QLabel(tr("Open a session, or measure the drive, to see what compression would do."));
    m_recommendation->setObjectName(QStringLiteral("recommendationLabel"));
    m_recommendation->setWordWrap(true);
    m_note = new QLabel;
    m_note->setObjectName(QStringLiteral("decompressionNote"));
    m_note->setWordWrap(true);
    m_progress = new QProgressBar;
    m_progress->setObjectName(QStringLiteral("probeProgress"));
    m_progress->setVisible(false);
    m_progress->setFormat(tr("Probing the algorithms on this CPU: %v of %m data kinds"));

    m_table = new QTableView;
    m_table->setObjectName(QStringLiteral("adviceTable"));
    m_table->setModel(m_model);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    connect(m_table->selectionModel(), &QItemSelectionModel::selectionChanged, this, &AdvisePage::updateMeasureButton);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->verticalHeader()->setVisible(false);

    m_chartView = new QChartView;
    m_chartView->setObjectName(QStringLiteral("adviceChart"));
    m_chartView->setRenderHint(QPainter::Antialiasing);
    m_chartView->setMinimumSize(480, 300);

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
    layout->addWidget(m_recommendation);
    layout->addWidget(m_note);
    layout->addWidget(splitter, 1);
    layout->addLayout(buttons);
}

AdvisePage::~AdvisePage()
{
    if (m_cancel)
        m_cancel->request();
}

bool AdvisePage::isProbing() const
{
    return m_running->load() > 0;
}

void AdvisePage::setSession(const Session &session)
{
    AdviceRequest request;
    if (session.drives.isEmpty()) {
        Q_EMIT probeFailed(tr("The session holds no drive."));
        return;
    }
    if (Status status = adviceRequestFromDrive(session.drives.constLast(), &request); !status) {
        m_recommendation->setText(status.message());
        Q_EMIT probeFailed(status.message());
        return;
    }
    startProbe(request);
}

void AdvisePage::setRequest(const AdviceRequest &request)
{
    startProbe(request);
}

void AdvisePage::startProbe(AdviceRequest request)
{
    Q_ASSERT(QThread::currentThread() == thread());
    if (m_cancel)
        m_cancel->request();
    request.sampleBytes = m_sampleBytes;
    request.scratchFolder = m_scratchFolder.isEmpty() ? ramDiskWithRoomFor(m_sampleBytes * 4) : m_scratchFolder;
    if (request.scratchFolder.isEmpty()) {
        const QString message = tr("No RAM disk with room for the samples.");
        m_recommendation->setText(message);
        Q_EMIT probeFailed(message);
        return;
    }
    const int generation = ++m_generation;
    m_cancel = std::make_shared<Cancellation>();
    m_measure->setEnabled(false);
    m_progress->setRange(0, int(request.plainMBps.size()));
    m_progress->setValue(0);
    m_progress->setVisible(true);
    m_recommendation->setText(tr("Probing the algorithms on this CPU…"));

    QPointer<AdvisePage> page(this);
    auto cancel = m_cancel;
    auto running = m_running;
    ++*running;
    // The worker owns copies of everything it reads; results come back as
    // queued calls and are dropped when the page is gone or a newer probe began.
    (void)QtConcurrent::run([page, generation, cancel, running, request] {
        QList<KindAdvice> advice;
        QString kernelNote;
        const Status status = adviseAll(request, *cancel, [&](int done, int total) {
            QMetaObject::invokeMethod(QCoreApplication::instance(), [page, generation, done, total] {
                if (page && page->m_generation == generation)
                    page->showProgress(done, total);
            }, Qt::QueuedConnection);
        }, &advice, &kernelNote);
        QMetaObject::invokeMethod(QCoreApplication::instance(), [page, generation, running, status, advice, kernelNote] {
            --*running;
            if (!page || page->m_generation != generation)
                return;
            if (!status) {
                page->m_progress->setVisible(false);
                page->m_recommendation->setText(status.message());
                Q_EMIT page->probeFailed(status.message());
                return;
            }
            page->showAdvice(advice, kernelNote);
        }, Qt::QueuedConnection);
    });
}

void AdvisePage::showProgress(int done, int total)
{
    m_progress->setRange(0, total);
    m_progress->setValue(done);
}

void AdvisePage::showAdvice(const QList<KindAdvice> &advice, const QString &kernelNote)
{
    Q_ASSERT(QThread::currentThread() == thread());
    m_progress->setVisible(false);
    m_model->setAdvice(advice);
    m_table->resizeColumnsToContents();
    QStringList sentences;
    for (const KindAdvice &kind : advice)
        sentences.append(tr("%1: %2.").arg(dataSetTitle(kind.kind), kind.recommendation));
    m_recommendation->setText(sentences.join(QLatin1Char(' ')));
    m_note->setText(tr("Predicted from the drive's plain read speed, the ratio on the filesystem's own chunks and %1.")
                        .arg(kernelNote));
    QChart *old = m_chartView->chart();
    m_chartView->setChart(buildChart(adviceChartData(advice)));
    delete old;
    updateMeasureButton();
    Q_EMIT adviceReady();
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
    return {};
}

void AdvisePage::updateMeasureButton()
{
    const QString codec = selectedCodec();
    const bool measurable = !codec.isEmpty() && canMeasureCodec(codec);
    m_measure->setEnabled(measurable);
    m_measure->setToolTip(measurable || codec.isEmpty()
                              ? tr("Run the benchmark with the selected algorithm (or the recommended one) on these data kinds")
                              : tr("%1 cannot be measured here: no Linux filesystem stores it").arg(codec));
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
