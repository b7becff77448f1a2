// SPDX-License-Identifier: GPL-3.0-or-later
// Whether advise's recommendation holds still: `compressmark advise
// --session FILE --json` probed several times on the same session, and for
// each data kind what each probe recommended (or its verdict where it
// recommends none) with its tie set, in how many probes the most common
// answer came back, counting a probe whose tie set is that answer's as the
// same, and in how many the most common verdict did, whatever algorithm it
// named: as its sentence begins, "compress" (faster, as-fast,
// at-most-a-tenth-slower), "compress if space matters", "cannot tell" or
// "do not compress" (slower, does-not-shrink). With --window, the window's "Should I compress?" page probes
// instead, as the window does it, with the folder as the Setup page's.
// A program to run by hand on a quiet machine, as root (btrfs's own
// speeds), not a test: its figures move with the machine's load, and
// docs/ADVISE.md quotes them.
//
//   compressmark_advise_stability_bench [--probes 5] [--folder DIR] [--window] SESSION
//
// --folder: a folder on the session's drive, where the drive's cost per
// compressed extent is measured (advise runs in it; the window's Setup
// page has it).
#include "advicepage/advicetablemodel.h"
#include "advicepage/advisepage.h"
#include "session/sessionreader.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QEventLoop>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMap>
#include <QProcess>
#include <QStringList>
#include <QTextStream>

#include <algorithm>
#include <cstdlib>

namespace {

QTextStream out(stdout);

[[noreturn]] void die(const QString &message)
{
    QTextStream(stderr) << "advise_stability_bench: " << message << '\n';
    std::exit(1);
}

// One probe's answer for a data kind: the recommended algorithm, or the
// verdict that recommends none ("slower: zstd:14"), and the tie set.
struct Answer
{
    QString recommended;
    QStringList tieSet; // sorted, the recommended one included
    QString verdict;    // as `advise --json` names it: faster, as-fast, cannot-tell, ...

    QString decision() const
    {
        if (verdict == QLatin1String("if-space-matters"))
            return QStringLiteral("compress if space matters");
        if (verdict == QLatin1String("cannot-tell"))
            return QStringLiteral("cannot tell");
        if (verdict == QLatin1String("slower") || verdict == QLatin1String("does-not-shrink"))
            return QStringLiteral("do not compress");
        return QStringLiteral("compress");
    }

    QString text() const
    {
        const QString named
            = recommended.startsWith(verdict) ? recommended : verdict + QStringLiteral(": ") + recommended;
        return tieSet.size() > 1 ? QStringLiteral("%1 (ties %2)").arg(named, tieSet.join(QLatin1Char(','))) : named;
    }
};

// As the window's page shows it: the recommended algorithm and its ties,
// or the fastest's verdict where none is recommended.
QMap<QString, Answer> answersOf(const QList<cm::KindAdvice> &advice)
{
    QMap<QString, Answer> answers;
    for (const cm::KindAdvice &kind : advice) {
        Answer &answer = answers[kind.kind];
        if (const cm::AlgorithmAdvice *best = cm::findAlgorithm(kind, kind.bestCodec)) {
            answer.recommended = kind.bestCodec;
            answer.tieSet = QStringList{kind.bestCodec} + kind.tiedCodecs;
            std::sort(answer.tieSet.begin(), answer.tieSet.end());
            answer.verdict = cm::adviceName(cm::adviceOf(best->prediction));
        } else if (const cm::AlgorithmAdvice *fastest = cm::findAlgorithm(kind, kind.fastestCodec)) {
            answer.verdict = cm::adviceName(cm::adviceOf(fastest->prediction));
            answer.recommended = answer.verdict + QStringLiteral(": ") + kind.fastestCodec;
        }
    }
    return answers;
}

QMap<QString, Answer> probeInWindow(const cm::Session &session, const QString &folder)
{
    cm::AdvisePage page(cm::Privileges::ofThisProcess());
    page.setChosenFolder(folder);
    QEventLoop loop;
    QString failed;
    QObject::connect(&page, &cm::AdvisePage::adviceReady, &loop, &QEventLoop::quit);
    QObject::connect(&page, &cm::AdvisePage::probeFailed, &loop, [&](const QString &message) {
        failed = message;
        loop.quit();
    });
    page.setSession(session);
    loop.exec();
    if (!failed.isEmpty())
        die(QStringLiteral("the window's probe failed: %1").arg(failed));
    return answersOf(page.model()->advice());
}

QMap<QString, Answer> probe(const QString &session, const QString &folder)
{
    QProcess process;
    if (!folder.isEmpty())
        process.setWorkingDirectory(folder); // advise measures the drive's extents where it runs
    process.start(QStringLiteral(COMPRESSMARK_BINARY),
                  {QStringLiteral("advise"), QStringLiteral("--session"), session, QStringLiteral("--json")});
    if (!process.waitForFinished(-1) || process.exitStatus() != QProcess::NormalExit || process.exitCode() != 0)
        die(QStringLiteral("advise failed: %1").arg(QString::fromLocal8Bit(process.readAllStandardError()).trimmed()));
    QMap<QString, Answer> answers;
    struct Fastest
    {
        double predicted = 0.0;
        QString verdict;
        QString codec;
    };
    QMap<QString, Fastest> fastest; // by kind
    for (const QJsonValue value : QJsonDocument::fromJson(process.readAllStandardOutput()).array()) {
        const QJsonObject row = value.toObject();
        const QString kind = row[QStringLiteral("dataSet")].toString();
        const QString codec = row[QStringLiteral("algorithm")].toString();
        Answer &answer = answers[kind];
        if (row[QStringLiteral("recommended")].toBool()) {
            answer.recommended = codec;
            answer.tieSet.append(codec);
            answer.verdict = row[QStringLiteral("advice")].toString();
        } else if (row[QStringLiteral("tied")].toBool()) {
            answer.tieSet.append(codec);
        }
        const double predicted = row[QStringLiteral("predictedMBps")].toDouble();
        if (codec != QLatin1String("lz4") && predicted > fastest.value(kind).predicted)
            fastest[kind] = {predicted, row[QStringLiteral("advice")].toString(), codec};
    }
    for (auto it = answers.begin(); it != answers.end(); ++it) {
        if (it->recommended.isEmpty()) { // no algorithm recommended: the fastest's verdict
            it->verdict = fastest.value(it.key()).verdict;
            it->recommended = it->verdict + QStringLiteral(": ") + fastest.value(it.key()).codec;
        }
        std::sort(it->tieSet.begin(), it->tieSet.end());
    }
    return answers;
}

} // namespace

int main(int argc, char **argv)
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen"); // the window's page, without a screen
    QApplication app(argc, argv);
    QCommandLineParser parser;
    parser.addHelpOption();
    parser.addOption({QStringLiteral("probes"), QStringLiteral("Probes of the session (default 5)."),
                      QStringLiteral("count"), QStringLiteral("5")});
    parser.addOption(
        {QStringLiteral("folder"), QStringLiteral("A folder on the session's drive."), QStringLiteral("dir")});
    parser.addOption({QStringLiteral("window"), QStringLiteral("Probe with the window's page.")});
    parser.addPositionalArgument(QStringLiteral("session"), QStringLiteral("The session to probe."));
    parser.process(app);
    if (parser.positionalArguments().size() != 1)
        die(QStringLiteral("give one session file"));
    const QString session = parser.positionalArguments().constFirst();
    const int probes = std::max(1, parser.value(QStringLiteral("probes")).toInt());

    const QString folder = parser.value(QStringLiteral("folder"));
    const bool window = parser.isSet(QStringLiteral("window"));
    cm::Session loaded;
    if (window) {
        if (cm::Status status = cm::loadSession(session, &loaded); !status)
            die(status.message());
    }
    QMap<QString, QList<Answer>> byKind;
    for (int i = 0; i < probes; ++i) {
        const QMap<QString, Answer> answers = window ? probeInWindow(loaded, folder) : probe(session, folder);
        for (auto it = answers.cbegin(); it != answers.cend(); ++it)
            byKind[it.key()].append(*it);
    }
    out << "| data set | probes' answers | most common | held in | verdicts | verdict held in |\n"
           "|---|---|---|---|---|---|\n";
    for (auto it = byKind.cbegin(); it != byKind.cend(); ++it) {
        QStringList texts;
        QMap<QString, int> counts;
        for (const Answer &answer : *it) {
            texts << answer.text();
            ++counts[answer.recommended];
        }
        const QString common
            = std::max_element(counts.cbegin(), counts.cend(), [](int a, int b) { return a < b; }).key();
        const auto commonAnswer = std::find_if(it->cbegin(), it->cend(),
                                               [&](const Answer &answer) { return answer.recommended == common; });
        const int held = int(std::count_if(it->cbegin(), it->cend(), [&](const Answer &answer) {
            return answer.recommended == common || (answer.tieSet.size() > 1 && answer.tieSet == commonAnswer->tieSet);
        }));
        QMap<QString, int> verdicts;
        for (const Answer &answer : *it)
            ++verdicts[answer.decision()];
        QStringList verdictTexts;
        for (auto verdict = verdicts.cbegin(); verdict != verdicts.cend(); ++verdict)
            verdictTexts << QStringLiteral("%1 %2").arg(verdict.key(), QString::number(verdict.value()));
        const int verdictHeld = *std::max_element(verdicts.cbegin(), verdicts.cend());
        out << "| " << it.key() << " | " << texts.join(QStringLiteral("; ")) << " | " << common << " | " << held
            << " of " << it->size() << " | " << verdictTexts.join(QStringLiteral(", ")) << " | " << verdictHeld
            << " of " << it->size() << " |\n";
    }
    return 0;
}
