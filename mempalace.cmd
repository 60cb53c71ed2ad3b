@echo off
rem The mempalace command on Windows: builds the CLI with the Maven wrapper on first use and after the sources
rem change, then runs it.
rem Build output goes to stderr so that stdout carries only the command's own output (JSON when piped).
setlocal
set "DIR=%~dp0"
if "%DIR:~-1%"=="\" set "DIR=%DIR:~0,-1%"
set "JAR=%DIR%\adapter-cli\target\mempalace.jar"
rem bench --cold and --forks start fresh MemPalace processes through this same launcher.
set "MEMPALACE_LAUNCHER=%~f0"

rem Built on first use, and again whenever a main source or a pom.xml is newer than the jar (after a git pull, say).
rem PowerShell compares the times; where it cannot run, nothing counts as changed.
set "BUILD=first run, building"
if not exist "%JAR%" goto build
set "BUILD="
for /f %%s in ('powershell -NoProfile -NonInteractive -Command "$j = (Get-Item -LiteralPath $env:JAR).LastWriteTimeUtc; $roots = @(Join-Path $env:DIR 'pom.xml') + @(Get-ChildItem -LiteralPath $env:DIR -Directory | ForEach-Object { Join-Path $_.FullName 'pom.xml'; Join-Path $_.FullName 'src\main' }); if (Get-ChildItem -LiteralPath @($roots | Where-Object { Test-Path -LiteralPath $_ }) -Recurse -Force | Where-Object { $_.LastWriteTimeUtc -gt $j } | Select-Object -First 1) { 'stale' }" 2^>nul') do set "BUILD=the sources changed, rebuilding"
if not defined BUILD goto run

:build
echo mempalace: %BUILD% %JAR% ... 1>&2
pushd "%DIR%"
call "%DIR%\mvnw.cmd" -q -DskipTests package -pl adapter-cli -am 1>&2
set "BUILT=%ERRORLEVEL%"
popd
rem Maven leaves an up-to-date jar as it was; the new time says that these sources are built.
if "%BUILT%"=="0" powershell -NoProfile -NonInteractive -Command "(Get-Item -LiteralPath $env:JAR).LastWriteTime = Get-Date" 2>nul
if "%BUILT%"=="0" goto run
echo mempalace: the build failed; run mvnw.cmd -DskipTests package -pl adapter-cli -am in "%DIR%" to see why 1>&2
exit /b 1

:run
set "JAVA=java"
if defined JAVA_HOME set "JAVA=%JAVA_HOME%\bin\java.exe"
rem A short-lived command starts fastest with the serial collector and the C1-only JIT; JVM log output goes
rem to stderr so that piped JSON stays clean. The JDK's Flight Recorder is off, as in ./mempalace: Jdbi
rem registers its events with it at every start.
"%JAVA%" -XX:-PrintWarnings -XX:+IgnoreUnrecognizedVMOptions -XX:-FlightRecorder -XX:+UseSerialGC -XX:TieredStopAtLevel=1 -XX:CICompilerCount=1 -XX:-UsePerfData -Xshare:auto -Xlog:disable -Xlog:all=warning:stderr -jar "%JAR%" %*
exit /b %ERRORLEVEL%
