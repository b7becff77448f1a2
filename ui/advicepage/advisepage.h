// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "chart/charttheme.h"
#include "predict/advicerun.h"
#include "session/session.h"
#include "uiutil/jobtracker.h"

#include <QStringList>
#include <QWidget>

class QChartView;
class QLabel;
class QProgressBar;
class QPushButton;
class QTableView;

namespace cm {

class AdviceTableModel;
class SessionDocument;

// "Should I compress?": for the drive of a session (or plain read speeds
// measured some other way), every algorithm the filesystem offers, probed on
// this CPU on a worker thread, with the predicted and the measured compressed
// read speeds side by side as a table and a grouped bar chart, the
// recommendation in a sentence, and a button asking to measure the chosen
// algorithm for real.
class AdvisePage : public QWidget
{
    Q_OBJECT

public:
    // `privileges` say whether btrfs's own decompression can be measured (root).
    explicit AdvisePage(const Privileges &privileges, QWidget *parent = nullptr);
    ~AdvisePage() override;

    // Predicts for the document's session when the page shows and the
    // session changed since: probing costs seconds of CPU, so only for a
    // session the user asks about.
    void followDocument(const SessionDocument *document);
    // Predicts for the last drive of `session`; probing starts at once.
    void setSession(const Session &session);
    // Predicts from plain read speeds per data kind (e.g. a quick measurement).
    void setRequest(const AdviceRequest &request);
    // How much of each data kind the probe samples (default 4 MiB), and
    // where (default: the first RAM disk with room).
    void setSampleBytes(qint64 bytes) { m_sampleBytes = bytes; }
    void setScratchFolder(const QString &folder) { m_scratchFolder = folder; }
    // The drive's folder the user chose (the Setup page's): where the drive's
    // cost of compressed extents may be measured, when it lies on the
    // session's drive. The session's own folder is never written to.
    void setChosenFolder(const QString &folder) { m_chosenFolder = folder; }

    // The chart's colours, the window's theme's; the chart is drawn again in them.
    void setChartTheme(ChartTheme theme);

    AdviceTableModel *model() const { return m_model; }
    bool isProbing() const { return m_probe.isRunning(); }

protected:
    void showEvent(QShowEvent *event) override;

Q_SIGNALS:
    // The user wants the benchmark run with `codec` ("zstd:3", "lzo",
    // "lznt1", ...) on these data kinds.
    void measureRequested(const QString &codec, const QStringList &dataKinds);
    void adviceReady();
    void probeFailed(const QString &message);

private:
    // Probes the document's session when it changed since the last probe.
    void followDocumentNow();
    struct Probed
    {
        Status status = Status::ok();
        QList<KindAdvice> advice;
        AdviceNotes notes;
    };

    void startProbe(AdviceRequest request);
    void probed(const Probed &result);
    void showAdvice(const QList<KindAdvice> &advice, const AdviceNotes &notes);
    void showProgress(int done, int total, const QString &step);
    void updateMeasureButton();
    void requestMeasurement();
    QString selectedCodec() const;
    void showChart();

    const Privileges m_privileges;
    AdviceTableModel *m_model = nullptr;
    QTableView *m_table = nullptr;
    QLabel *m_drive = nullptr; // which drive of the session the advice is for
    QChartView *m_chartView = nullptr;
    ChartTheme m_theme = ChartTheme::Light;
    QLabel *m_recommendation = nullptr;
    QLabel *m_note = nullptr;
    QProgressBar *m_progress = nullptr;
    QPushButton *m_measure = nullptr;
    qint64 m_sampleBytes = AdviceRequest().sampleBytes; // as the command line's
    QString m_scratchFolder;
    QString m_chosenFolder;
    const SessionDocument *m_document = nullptr;
    bool m_documentChanged = false; // since the last probe of the document's session
    // A newer probe makes an older one stale and stops it early.
    JobTracker m_probe{this};
};

} // namespace cm
