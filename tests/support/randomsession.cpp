// SPDX-License-Identifier: GPL-3.0-or-later
#include "randomsession.h"

#include <QRandomGenerator>

#include <cmath>
#include <limits>

namespace cm::test {
namespace {

using SessionLimits::Range;

class Draw
{
public:
    Draw(quint32 seed, RandomValues values)
        : m_random(seed)
        , m_hostile(values == RandomValues::Hostile)
    {
    }

    bool chance(int percent) { return int(m_random.bounded(100)) < percent; }
    int below(int n) { return int(m_random.bounded(n)); }

    // The limits and their neighbours come up often: that is where values
    // stop coming back.
    qint64 integer(Range<qint64> range)
    {
        if (m_hostile && chance(15)) {
            constexpr qint64 Lowest = std::numeric_limits<qint64>::min();
            constexpr qint64 Highest = std::numeric_limits<qint64>::max();
            const qint64 beyond[] = {Lowest, -1, range.lowest > Lowest ? range.lowest - 1 : Lowest,
                                     range.highest < Highest ? range.highest + 1 : Highest, Highest};
            return beyond[below(5)];
        }
        switch (below(6)) {
        case 0:
            return range.lowest;
        case 1:
            return range.highest;
        case 2:
            return range.highest - 1;
        case 3:
            return std::min(range.highest, range.lowest + 1);
        default:
            return range.lowest + qint64(m_random.generate64() % quint64(range.highest - range.lowest));
        }
    }

    double number(Range<double> range)
    {
        if (m_hostile && chance(15)) {
            const double beyond[] = {std::numeric_limits<double>::quiet_NaN(),
                                     std::numeric_limits<double>::infinity(),
                                     -std::numeric_limits<double>::infinity(),
                                     -1.0,
                                     range.highest * 2.0,
                                     std::numeric_limits<double>::denorm_min()};
            return beyond[below(6)];
        }
        switch (below(5)) {
        case 0:
            return range.lowest;
        case 1:
            return range.highest;
        case 2:
            return std::nextafter(range.highest, range.lowest);
        default:
            // Every bit of the mantissa at work.
            return range.lowest + (range.highest - range.lowest) * m_random.generateDouble();
        }
    }

    std::optional<qint64> optionalInteger(Range<qint64> range)
    {
        return chance(20) ? std::nullopt : std::optional<qint64>(integer(range));
    }

    // Letters of several scripts, an emoji (a surrogate pair), and where
    // hostile, control characters and format strings.
    QString text(qsizetype longest)
    {
        static const QStringList pieces{QStringLiteral("a"),          QStringLiteral("Z"), QStringLiteral("/"),
                                        QStringLiteral("é"),          QStringLiteral("ж"), QStringLiteral("中"),
                                        QStringLiteral("\U0001F4BE"), QStringLiteral(" "), QStringLiteral("%1")};
        static const QStringList hostilePieces{QStringLiteral("\x1b[31m"), QStringLiteral("\n"),
                                               QStringLiteral("\u202e"),   QStringLiteral("<b>"),
                                               QStringLiteral("\"&'"),     QStringLiteral("%n%%%9")};
        qsizetype length = 0;
        // The limit itself: often for short limits, now and then for long ones (they make big files).
        if (chance(longest > 1000 ? 3 : 25))
            length = longest;
        else if (m_hostile && chance(15))
            length = longest + 1 + below(100);
        else
            length = below(int(std::min<qsizetype>(longest, 40)) + 1);
        QString text;
        text.reserve(length + 8);
        while (text.size() < length) {
            const QStringList &from = m_hostile && chance(20) ? hostilePieces : pieces;
            text += from.at(below(int(from.size())));
        }
        // Within the limit, a pair is never cut: the last piece may not fit.
        if (!m_hostile && text.size() > longest)
            text = SessionLimits::boundedText(text, longest);
        return text;
    }

    QString note() { return text(SessionLimits::NoteCharacters); }
    QString shortText() { return text(SessionLimits::TextCharacters); }

    QStringList notes(qsizetype most)
    {
        QStringList list;
        const int count = m_hostile && chance(20) ? int(most) + 1 + below(20) : below(int(most) + 1);
        for (int i = 0; i < count; ++i)
            list << (chance(80) ? text(60) : note());
        return list;
    }

    std::optional<QString> optionalText() { return chance(20) ? std::nullopt : std::optional<QString>(shortText()); }

    QDateTime date()
    {
        return QDateTime::fromMSecsSinceEpoch(qint64(m_random.bounded(4'000'000'000u)) * 1000 + below(1000), Qt::UTC);
    }

private:
    QRandomGenerator m_random;
    bool m_hostile;
};

VolumeInfo volume(Draw &draw)
{
    VolumeInfo volume;
    volume.path = draw.shortText();
    volume.mountPoint = draw.shortText();
    volume.device = draw.shortText();
    volume.filesystem = draw.shortText();
    volume.mountOptions = draw.shortText();
    volume.label = draw.chance(50) ? draw.shortText() : QString();
    volume.blockDevice = draw.optionalText();
    volume.loopBackingFile = draw.optionalText();
    volume.model = draw.optionalText();
    volume.serial = draw.optionalText();
    volume.rotational = draw.chance(30) ? std::nullopt : std::optional<bool>(draw.chance(50));
    if (const auto bytes = draw.optionalInteger(SessionLimits::SmallCount))
        volume.logicalSectorBytes = int(std::clamp<qint64>(*bytes, INT_MIN, INT_MAX));
    if (const auto bytes = draw.optionalInteger(SessionLimits::SmallCount))
        volume.physicalSectorBytes = int(std::clamp<qint64>(*bytes, INT_MIN, INT_MAX));
    volume.totalBytes = draw.integer(SessionLimits::Count);
    volume.freeBytes = draw.integer(SessionLimits::Count);
    volume.ramBacked = draw.chance(50);
    volume.network = draw.chance(50);
    volume.readOnly = draw.chance(50);
    volume.notes = draw.notes(4);
    return volume;
}

DataSetRecord dataSet(Draw &draw, const QString &kind)
{
    DataSetRecord dataSet;
    DataSetManifest &m = dataSet.manifest;
    m.kind = kind;
    m.seed = quint64(draw.integer(SessionLimits::Seed));
    m.files = draw.integer(SessionLimits::Count);
    m.folders = draw.integer(SessionLimits::Count);
    m.bytes = draw.integer(SessionLimits::Count);
    m.largestFileBytes = draw.integer(SessionLimits::Count);
    m.smallestFileBytes = draw.integer(SessionLimits::Count);
    m.sampleBytes = draw.chance(20) ? 0 : draw.integer({1, SessionLimits::Count.highest});
    if (m.sampleBytes > 0) {
        m.zstdRatio = draw.number(SessionLimits::CompressionRatio);
        m.lz4Ratio = draw.number(SessionLimits::CompressionRatio);
    }
    m.skippedCount = draw.integer(SessionLimits::Count);
    for (int i = draw.below(3); i > 0; --i)
        m.skipped.append(SkippedEntry{draw.shortText(), draw.shortText()});
    dataSet.plain.onDiskBytes = draw.optionalInteger(SessionLimits::Count);
    dataSet.plain.onDiskMethod = draw.shortText();
    dataSet.plain.note = draw.note();
    if (draw.chance(70))
        dataSet.compressed = VariantRecord{draw.optionalInteger(SessionLimits::Count), draw.shortText(), draw.note()};
    if (draw.chance(50)) {
        DataSetSizing sizing;
        sizing.calibrationBytes = draw.integer({1, SessionLimits::Count.highest});
        sizing.calibrationSeconds = draw.number(SessionLimits::Seconds);
        sizing.minRunSeconds = draw.number(SessionLimits::Seconds);
        sizing.limitedBy = DataSetSizing::Limit(draw.below(3));
        dataSet.sizing = sizing;
    }
    return dataSet;
}

RunRecord run(Draw &draw)
{
    RunRecord run;
    run.seconds = draw.number(SessionLimits::Seconds);
    run.bytes = draw.integer(SessionLimits::Count);
    run.files = draw.integer(SessionLimits::Count);
    run.deviceBytesRead = draw.optionalInteger(SessionLimits::Count);
    run.deviceBytesWritten = draw.optionalInteger(SessionLimits::Count);
    run.cpuUserSeconds = draw.number(SessionLimits::CpuSeconds);
    run.cpuSystemSeconds = draw.number(SessionLimits::CpuSeconds);
    run.residentBeforeFraction = draw.number(SessionLimits::Fraction);
    run.cold = draw.chance(50);
    if (draw.chance(70))
        run.cacheMode = CacheMode(draw.below(4));
    if (draw.chance(30))
        run.dataSeed = quint64(draw.integer(SessionLimits::Seed));
    run.onDiskBytes = draw.optionalInteger(SessionLimits::Count);
    run.interference = draw.notes(SessionLimits::MostInterferenceReasons);
    return run;
}

DriveRecord drive(Draw &draw, int index)
{
    DriveRecord drive;
    drive.id = QStringLiteral("d%1").arg(index + 1);
    drive.label = draw.text(SessionLimits::LabelCharacters);
    drive.source = volume(draw);
    drive.target.mountPoint = draw.shortText();
    drive.target.filesystem = draw.shortText();
    drive.target.ramBacked = draw.chance(50);
    drive.target.freeBytes = draw.integer(SessionLimits::Count);
    drive.compression = CompressionRecord{CompressionMethod(1 + draw.below(6)), draw.shortText(), draw.note()};
    if (draw.chance(40))
        drive.loopImage = LoopImageRecord{volume(draw), draw.integer(SessionLimits::Count), draw.chance(50)};
    Plan &plan = drive.plan;
    plan.targetPath = draw.shortText();
    plan.repetitions = int(std::clamp<qint64>(draw.integer(SessionLimits::Repetitions), INT_MIN, INT_MAX));
    plan.adaptiveRepetitions = draw.chance(30);
    plan.autoSize = draw.chance(50);
    plan.minRunSeconds = draw.number(SessionLimits::Seconds);
    plan.verify = draw.chance(30);
    plan.cacheMode = CacheMode(draw.below(4));
    plan.blockBytes = draw.integer(SessionLimits::BlockBytes);
    const QString choices[] = {QStringLiteral("serial"), QStringLiteral("parallel:1024"), QStringLiteral("kernel"),
                               QStringLiteral("external:cp -r"), QStringLiteral("robocopy:128")};
    QString error;
    CopierChoice::parse(choices[draw.below(5)], &plan.copier, &error);
    CompressionChoice::parse(draw.chance(50) ? QStringLiteral("loop-btrfs:zstd:15") : QStringLiteral("none"),
                             &plan.compression, &error);
    plan.operations = {Operation(draw.below(9))};
    drive.copierName = draw.shortText();
    drive.copierThreads = int(std::clamp<qint64>(draw.integer(SessionLimits::SmallCount), INT_MIN, INT_MAX));
    drive.deviceCountersNote = draw.note();
    drive.deviceCountedOn = draw.note();
    if (draw.chance(50))
        drive.cacheModeUsed = CacheMode(draw.below(4));
    drive.cacheModeReason = draw.note();
    drive.residencyMethod = draw.shortText();
    if (draw.chance(60))
        drive.targetWriteMBps = draw.number(SessionLimits::MegabytesPerSecond);
    if (draw.chance(60))
        drive.logicalCores = int(draw.integer({1, SessionLimits::SmallCount.highest}));
    drive.notes = draw.notes(4);
    if (draw.chance(40)) {
        WorkspaceOwner owner;
        owner.pid = draw.integer({1, SessionLimits::SmallCount.highest});
        owner.processStartTicks = draw.integer(SessionLimits::Count);
        owner.bootId = draw.shortText();
        owner.host = draw.shortText();
        owner.created = draw.date();
        drive.runningBy = owner;
    }
    const QString kinds[]
        = {QStringLiteral("books"), QStringLiteral("photos"), QStringLiteral("folder:") + draw.text(200)};
    for (int d = 0; d < 1 + draw.below(3); ++d) {
        const QString kind = kinds[d];
        drive.dataSets.append(dataSet(draw, kind));
        for (const Variant variant : {Variant::Plain, Variant::Compressed}) {
            ResultRecord result{kind, variant, operationName(plan.operations.first()), {}};
            for (int r = draw.below(4); r > 0; --r)
                result.runs.append(run(draw));
            result.targetSlower = draw.chance(20);
            drive.results.append(result);
        }
    }
    return drive;
}

} // namespace

Session randomSession(quint32 seed, RandomValues values)
{
    Draw draw(seed, values);
    Session session;
    session.created = draw.date();
    session.machine.cpu = draw.shortText();
    session.machine.logicalCores = int(std::clamp<qint64>(draw.integer(SessionLimits::SmallCount), INT_MIN, INT_MAX));
    session.machine.memoryBytes = draw.integer(SessionLimits::Count);
    session.machine.os = draw.shortText();
    session.machine.kernel = draw.shortText();
    for (int d = 0; d < 1 + draw.below(3); ++d)
        session.drives.append(drive(draw, d));
    return session;
}

} // namespace cm::test
