#pragma once

#include "predict/advicerun.h"
#include "session/session.h"

#include <QStringList>
#include <QWidget>

#include <atomic>
#include <memory>

class QChartView;
class QLabel;
class QProgressBar;
class QPushButton;
class QTableView;

namespace cm {

class AdviceTableModel;

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
    explicit AdvisePage(QWidget *parent = nullptr);
    ~AdvisePage() override;

    // Predicts for the last drive of `session`; probing starts at once.
    void setSession(const Session &session);
    // Predicts from plain read speeds per data kind (e.g. a quick measurement).
    void setRequest(const AdviceRequest &request);
    // How much of each data kind the probe samples (default 4 MiB), and
    // where (default: the first RAM disk with room).
    void setSampleBytes(qint64 bytes) { m_sampleBytes = bytes; }
    void setScratchFolder(const QString &folder) { m_scratchFolder = folder; }

    AdviceTableModel *model() const { return m_model; }
    bool isProbing() const;

Q_SIGNALS:
    // The user wants the benchmark run with `codec` ("zstd:3", "lzo",
    // "lznt1", ...) on these data kinds.
    void measureRequested(const QString &codec, const QStringList &dataKinds);
    void adviceReady();
    void probeFailed(const QString &message);

private:
    void startProbe(AdviceRequest request);
    void showAdvice(const QList<KindAdvice> &advice, const QString &kernelNote);
    void showProgress(int done, int total);
    void updateMeasureButton();
    void requestMeasurement();
    QString selectedCodec() const;

    AdviceTableModel *m_model = nullptr;
    QTableView *m_table = nullptr;
    QChartView *m_chartView = nullptr;
    QLabel *m_recommendation = nullptr;
    QLabel *m_note = nullptr;
    QProgressBar *m_progress = nullptr;
    QPushButton *m_measure = nullptr;
    qint64 m_sampleBytes = 4 * 1024 * 1024;
    QString m_scratchFolder;
    // A newer request makes an older probe's result stale; the flag tells
    // the worker to stop early.
    int m_generation = 0;
    std::shared_ptr<Cancellation> m_cancel;
    std::shared_ptr<std::atomic<int>> m_running;
};

} // namespace cm
