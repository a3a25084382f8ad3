import type { DemoCatalogue } from './demo-types';

/**
 * The demo catalogue seeded on first start: a small but complete learning catalogue for a real-time 3D engine.
 * Every cross-reference is by key; items are listed so that whatever an entry refers to is seeded before it.
 */
export const demoCatalogue: DemoCatalogue = {
  topics: [
    { key: 'scripting', name: 'Scripting' },
    { key: 'lighting', name: 'Lighting' },
    { key: 'physics', name: 'Physics' },
    { key: 'animation', name: 'Animation' },
    { key: 'audio', name: 'Audio' },
    { key: 'ui', name: 'UI' },
    { key: 'vfx', name: 'VFX' },
    { key: 'level-design', name: 'Level design' },
    { key: 'optimization', name: 'Optimization' },
    { key: 'shaders', name: 'Shaders' },
    { key: 'multiplayer', name: 'Multiplayer' },
    { key: 'for-educators', name: 'For educators' },
  ],

  industries: [
    { key: 'games', name: 'Games' },
    { key: 'film-animation', name: 'Film & Animation' },
    { key: 'automotive', name: 'Automotive' },
    { key: 'architecture', name: 'Architecture' },
    { key: 'education', name: 'Education' },
    { key: 'simulation', name: 'Simulation' },
  ],

  skills: [
    {
      key: 'skill-csharp-scripting',
      title: 'C# scripting',
      internalId: 'Skill-CSharpScripting',
      description:
        'Writing C# components that read input, react to engine events, and expose tunable settings to designers in the Inspector.',
      subSkills: ['Variables, types, and methods', 'Component lifecycle methods', 'Serialized fields and references'],
      skillLevel: 'beginner',
    },
    {
      key: 'skill-editor-workflow',
      title: 'Editor workflow',
      internalId: 'Skill-EditorWorkflow',
      description:
        'Moving confidently through the Editor to build, organize, and ship scenes, from the Hierarchy to the Build Settings window.',
      subSkills: ['Scene view navigation', 'Hierarchy, parenting, and prefabs', 'Build settings and target platforms'],
      skillLevel: 'foundational',
    },
    {
      key: 'skill-physics-simulation',
      title: 'Physics simulation',
      internalId: 'Skill-PhysicsSimulation',
      description:
        'Using rigidbodies, colliders, and queries so objects move, collide, and respond believably under the physics engine.',
      subSkills: ['Rigidbodies and forces', 'Colliders and triggers', 'Physics materials', 'Raycasts and shape casts'],
      skillLevel: 'beginner',
    },
    {
      key: 'skill-lighting-rendering',
      title: 'Lighting and rendering',
      internalId: 'Skill-LightingRendering',
      description:
        'Combining real-time and baked lighting, probes, and post-processing to give a scene clear readability and mood.',
      subSkills: ['Real-time and baked lighting', 'Light probes and reflection probes', 'Post-processing volumes'],
      skillLevel: 'intermediate',
    },
    {
      key: 'skill-character-animation',
      title: 'Character animation',
      internalId: 'Skill-CharacterAnimation',
      description:
        'Bringing characters to life with animator state machines, blend trees, and sequenced cutscenes driven by gameplay.',
      subSkills: ['Animator state machines', 'Blend trees', 'Timeline sequencing'],
      skillLevel: 'intermediate',
    },
    {
      key: 'skill-interactive-audio',
      title: 'Interactive audio',
      internalId: 'Skill-InteractiveAudio',
      description:
        'Placing, mixing, and triggering sound so that it responds to gameplay and tells players where things are.',
      subSkills: ['Audio sources and the listener', 'Mixer groups and snapshots', 'Spatial audio and reverb'],
      skillLevel: 'beginner',
    },
    {
      key: 'skill-ui-development',
      title: 'UI development',
      internalId: 'Skill-UIDevelopment',
      description:
        'Building menus and heads-up displays with the UI toolkit that scale to any screen and work with every input device.',
      subSkills: [
        'Layout and anchoring',
        'Styling with style sheets',
        'Binding UI to game data',
        'Focus and navigation',
      ],
      skillLevel: 'intermediate',
    },
    {
      key: 'skill-shaders-vfx',
      title: 'Shaders and visual effects',
      internalId: 'Skill-ShadersVFX',
      description:
        'Authoring node-based shaders and particle systems that add energy, feedback, and style to real-time scenes.',
      subSkills: ['Shader graph nodes', 'Material properties', 'Particle system modules'],
      skillLevel: 'advanced',
    },
    {
      key: 'skill-performance-profiling',
      title: 'Performance profiling',
      internalId: 'Skill-PerformanceProfiling',
      description: 'Measuring where frame time and memory go, then fixing the real bottleneck instead of guessing.',
      subSkills: ['CPU and GPU profiling', 'Memory and garbage collection', 'Draw call batching'],
      skillLevel: 'advanced',
    },
    {
      key: 'skill-networked-gameplay',
      title: 'Networked gameplay',
      internalId: 'Skill-NetworkedGameplay',
      description:
        'Building multiplayer features on a client-server model that stay responsive and consistent under real network conditions.',
      subSkills: [
        'Client-server architecture',
        'State synchronization',
        'Remote procedure calls',
        'Client-side prediction',
      ],
      skillLevel: 'expert',
    },
  ],

  competencies: [
    {
      key: 'comp-gameplay-programming',
      title: 'Gameplay programming',
      internalId: 'Comp-GameplayProgramming',
      description:
        'Implements player-facing systems in C#, from input and physics to networked play, with code that other team members can extend.',
      skillLevel: 'intermediate',
      skillKeys: ['skill-csharp-scripting', 'skill-physics-simulation', 'skill-networked-gameplay'],
      topicKeys: ['scripting', 'physics', 'multiplayer'],
    },
    {
      key: 'comp-real-time-visuals',
      title: 'Real-time visuals',
      internalId: 'Comp-RealTimeVisuals',
      description:
        'Creates lighting, animation, shaders, and effects that look polished in real time and stay within a frame budget.',
      skillLevel: 'intermediate',
      skillKeys: ['skill-lighting-rendering', 'skill-character-animation', 'skill-shaders-vfx'],
      topicKeys: ['lighting', 'shaders', 'vfx'],
    },
    {
      key: 'comp-experience-design',
      title: 'Interactive experience design',
      internalId: 'Comp-ExperienceDesign',
      description:
        'Shapes spaces, interfaces, and soundscapes so players always understand where they are and what they can do.',
      skillLevel: 'beginner',
      skillKeys: ['skill-editor-workflow', 'skill-ui-development', 'skill-interactive-audio'],
      topicKeys: ['level-design', 'ui', 'audio'],
    },
    {
      key: 'comp-production-readiness',
      title: 'Production readiness',
      internalId: 'Comp-ProductionReadiness',
      description:
        'Profiles, optimizes, and builds projects so they run reliably on their target devices and reach players.',
      skillLevel: 'advanced',
      skillKeys: ['skill-performance-profiling', 'skill-editor-workflow'],
      topicKeys: ['optimization'],
    },
  ],

  badges: [
    {
      key: 'badge-editor-navigator',
      title: 'Editor Navigator',
      description:
        'Awarded for navigating the Editor, building a scene from primitives, and reusing work with prefabs.',
    },
    {
      key: 'badge-physics-tinkerer',
      title: 'Physics Tinkerer',
      description: 'Awarded for writing C# components that push, collide, and trigger with the physics engine.',
    },
    {
      key: 'badge-mood-maker',
      title: 'Mood Maker',
      description: 'Awarded for lighting and scoring a space with baked light, probes, and spatial sound.',
    },
    {
      key: 'badge-first-release',
      title: 'First Release',
      description:
        'Awarded for profiling a project, adding a heads-up display, and publishing a build players can run.',
    },
    {
      key: 'badge-character-animator',
      title: 'Character Animator',
      description: 'Awarded for driving characters with state machines and blend trees and directing a short cutscene.',
    },
    {
      key: 'badge-effects-artist',
      title: 'Effects Artist',
      description: 'Awarded for building particle effects and node-based shaders, including an animated dissolve.',
    },
    {
      key: 'badge-systems-builder',
      title: 'Systems Builder',
      description: 'Awarded for building player controls, raycast interactions, enemy navigation, and game menus.',
    },
    {
      key: 'badge-netcode-pioneer',
      title: 'Netcode Pioneer',
      description: 'Awarded for shipping a two-player game with synchronized state, RPCs, and client-side prediction.',
    },
    {
      key: 'badge-foundations-graduate',
      title: 'Real-Time Foundations Graduate',
      description:
        'Earned by completing every mission of the Real-Time Foundations pathway, from the first scene to a published build.',
    },
    {
      key: 'badge-gameplay-programmer',
      title: 'Gameplay Programmer',
      description:
        'Earned by completing the Gameplay Programmer pathway and demonstrating interactive, optimized, networked gameplay code.',
    },
    {
      key: 'badge-visual-storyteller',
      title: 'Visual Storyteller',
      description:
        'Earned by completing the Visual Storyteller pathway across lighting, sound, character animation, shaders, and effects.',
    },
  ],

  tutorials: [
    {
      key: 'tut-editor-tour',
      title: 'Take a guided tour of the Editor',
      description:
        'Meet the panels you will use every day: the Hierarchy, Inspector, Project window, Scene view, Game view, and Console. By the end you will move around a scene with confidence and know where every setting lives.',
      skillLevel: 'foundational',
      durationMinutes: 20,
      isExercise: false,
      topicKeys: ['level-design'],
      industryKeys: ['games'],
      skillKeys: ['skill-editor-workflow'],
      points: [{ category: 'essentials', point: 20 }],
      steps: [
        {
          title: 'Open a project and read the default layout',
          type: 'text',
          body: [
            'Open the engine launcher, click New project, choose the 3D template, and name the project QuestlineSandbox. When the Editor opens, you will see the default layout: the Hierarchy on the left, the Scene view in the center, the Inspector on the right, and the Project window and Console docked along the bottom.',
            'Each area is a panel that you can drag by its tab and dock somewhere else. If you lose track of a panel, open the Window menu and pick it again, or choose Window > Layouts > Default to restore the original arrangement.',
            'Notice the Play, Pause, and Step buttons at the top of the Editor. They switch between editing the scene and running it, and you will use them constantly.',
          ],
        },
        {
          title: 'Navigate the Scene view',
          type: 'text',
          body: [
            'Click inside the Scene view so it has focus. Hold the right mouse button and use W, A, S, and D to fly through the scene as you would in a first-person game; Q and E move you down and up. Hold Shift while flying to move faster.',
            'To orbit around a point, hold Alt and drag with the left mouse button. Scroll the mouse wheel to zoom and drag with the middle mouse button to pan. Select an object in the Hierarchy and press F to frame it so that it fills the view.',
            'The orientation gizmo in the top-right corner of the Scene view shows the world axes. Click an axis cone to snap to a front, side, or top view, and click the center cube to toggle between perspective and orthographic projection.',
          ],
        },
        {
          title: 'Inspect game objects and components',
          type: 'text',
          body: [
            'Every entry in the Hierarchy is a game object. Select Main Camera and look at the Inspector: it lists the components attached to that object, starting with Transform, which stores position, rotation, and scale.',
            'Components give a game object its behavior. The camera object has a Camera component that renders the scene, and the light object has a Light component. Click Add Component at the bottom of the Inspector to attach more, and use the three-dot menu on a component header to reset or remove it.',
            'Change the Position of the camera by typing numbers or by dragging the X, Y, or Z labels left and right. The Scene view and Game view update immediately, which makes the Inspector the fastest way to make precise adjustments.',
          ],
        },
        {
          title: 'Use the Project window, Game view, and Console',
          type: 'text',
          body: [
            "The Project window shows the files in your project's Assets folder. Right-click and choose Create > Folder to make folders named Scenes, Materials, and Scripts; organizing assets from the start saves hours later.",
            'Press Play. The Game view becomes active and shows what the player sees through Main Camera. Changes you make in the Inspector while playing are temporary and revert when you stop, so write down any values you want to keep.',
            'The Console collects messages, warnings, and errors from the engine and from your scripts. Double-click an error to jump to the line of code that caused it, and click Clear to empty the list before testing again.',
          ],
        },
      ],
    },
    {
      key: 'tut-first-scene',
      title: 'Build your first scene with primitives',
      description:
        'Block out a small courtyard from planes, cubes, and cylinders, give it simple materials, and frame it with the camera. You finish by submitting a screenshot of your scene.',
      skillLevel: 'foundational',
      durationMinutes: 30,
      isExercise: true,
      topicKeys: ['level-design'],
      industryKeys: ['games', 'architecture'],
      skillKeys: ['skill-editor-workflow'],
      points: [{ category: 'essentials', point: 30 }],
      steps: [
        {
          title: 'Create and save a new scene',
          type: 'text',
          body: [
            'Choose File > New Scene, pick the Basic template, and save it right away with File > Save As into your Scenes folder under the name Courtyard. Saving early puts the scene name in the title bar and lets you press Ctrl+S (Cmd+S on macOS) as you work.',
            'The new scene already contains a Main Camera and a Directional Light. Leave both in place; you will position the camera at the end of this tutorial.',
          ],
        },
        {
          title: 'Block out the space with primitives',
          type: 'text',
          body: [
            'In the Hierarchy, click the + button and choose 3D Object > Plane. In the Inspector, set its Position to 0, 0, 0 and its Scale to 3, 1, 3. A plane is 10 units wide at scale 1, so this gives you a floor of 30 by 30 units.',
            'Add four cubes for walls, scale each to about 30, 3, 0.5, and move them to the edges of the floor. Switch between the Move (W), Rotate (E), and Scale (R) tools in the Scene view, and hold Ctrl (Cmd on macOS) while dragging to snap to whole units.',
            'Add a few cylinders as columns and a cube in the center as the base of a fountain. Rename each object in the Inspector, or press F2 in the Hierarchy, with a clear name such as Wall_North or Column_01.',
          ],
        },
        {
          title: 'Group objects and add materials',
          type: 'text',
          body: [
            'Create an empty game object with + > Create Empty, name it Environment, and drag the floor, walls, and columns onto it in the Hierarchy. Parenting keeps the Hierarchy tidy and lets you move the whole courtyard at once.',
            'In the Project window, right-click your Materials folder and choose Create > Material. Name it Stone, set its Base Color to a warm gray, and drag it onto the walls in the Scene view. Create a second material named Grass with a green color for the floor.',
            'Materials are shared assets: change the color of Stone once and every wall that uses it updates. That is why you create materials in the Project window instead of adjusting each object separately.',
          ],
        },
        {
          title: 'Frame the shot and submit a screenshot',
          type: 'submission',
          submissionType: 'image',
          body: [
            'Move the Scene view to an angle you like, select Main Camera in the Hierarchy, and choose GameObject > Align With View. The camera jumps to match the Scene view, and the Game view now shows that composition.',
            'Switch to the Game view, choose a 16:9 aspect ratio from the resolution drop-down, and take a screenshot. Make sure the floor, at least two walls, and your columns are visible.',
            'Submit the screenshot with one sentence describing a design choice you made, such as where you placed the fountain and why. Reviewers check that the scene uses at least six primitives, two materials, and a parent object for organization.',
          ],
        },
      ],
    },
    {
      key: 'tut-prefabs-basics',
      title: 'Create and reuse prefabs',
      description:
        'Turn a configured game object into a prefab, place many instances of it, and learn how overrides, variants, and nested prefabs keep large scenes consistent.',
      skillLevel: 'beginner',
      durationMinutes: 25,
      isExercise: false,
      topicKeys: ['level-design'],
      industryKeys: ['games'],
      skillKeys: ['skill-editor-workflow'],
      points: [{ category: 'essentials', point: 25 }],
      steps: [
        {
          title: 'Make a prefab from a game object',
          type: 'text',
          body: [
            'Build a simple street lamp: a thin cylinder for the pole, a small sphere on top, and a Point Light as a child of the sphere. Parent all three under an empty game object named StreetLamp.',
            "Create a Prefabs folder in the Project window and drag StreetLamp from the Hierarchy into it. The object's icon in the Hierarchy turns blue, which means it is now an instance of a prefab asset.",
            'A prefab is a reusable template. The asset in the Project window stores the configuration, and every instance placed in a scene stays linked to it.',
          ],
        },
        {
          title: 'Place instances and edit the source',
          type: 'text',
          body: [
            'Drag the StreetLamp prefab from the Project window into the Scene view five or six times to line a path. Each instance is a separate game object with its own position, but they share everything else.',
            'Double-click the prefab asset to open it in Prefab Mode, where the Scene view shows only the lamp. Change the light color to a warm orange, then click the back arrow at the top of the Hierarchy to return. Every lamp in the scene updates at once.',
          ],
        },
        {
          title: 'Work with overrides',
          type: 'text',
          body: [
            'Select one lamp in the scene and increase the Range of its light in the Inspector. The value turns bold and a blue bar appears next to it: this is an override, a change that belongs only to this instance.',
            'Open the Overrides drop-down at the top of the Inspector to review the change. Choose Apply All to push it back to the prefab asset, or Revert All to discard it. Applying is useful when an experiment on one instance turns out to be the right default for every instance.',
            'Keep overrides intentional. An instance with dozens of unrelated overrides is hard to maintain, and if several instances need the same variation, a prefab variant is the better tool.',
          ],
        },
        {
          title: 'Create variants and nest prefabs',
          type: 'text',
          body: [
            'Right-click the StreetLamp asset and choose Create > Prefab Variant. Name it StreetLamp_Broken, open it, and disable its light. The variant inherits everything else from the original, so fixing the pole height on the base prefab also fixes every broken lamp.',
            'Prefabs can contain other prefabs. Build a Plaza prefab that holds a bench, a fountain, and four StreetLamp instances. When you later change the lamp, every plaza in every scene picks up the change, which is how teams keep large levels consistent.',
          ],
        },
      ],
    },
    {
      key: 'tut-first-script',
      title: 'Write your first C# script',
      description:
        'Create a C# component, expose settings to the Inspector, and use the update loop to rotate and float an object. Along the way you learn to read messages and errors in the Console.',
      educatorPlan: {
        description:
          'A first programming lesson: students write one component that rotates and floats an object, then read the Console to fix the mistakes they will make on the way.',
        outcome: 'Students can create a script, attach it to an object, and change its behaviour from the Inspector.',
        objectives:
          'Explain what Update does each frame; use a public field to expose a setting; read a compiler error and find its line.',
        preparation:
          'Install the same Editor version on every lab computer and open the starter project once so its library is built before class.',
        ageRange: { min: 13, max: null },
        instruction: 60,
      },
      skillLevel: 'foundational',
      durationMinutes: 30,
      isExercise: false,
      topicKeys: ['scripting'],
      industryKeys: [],
      skillKeys: ['skill-csharp-scripting'],
      points: [{ category: 'programming', point: 30 }],
      steps: [
        {
          title: 'Create a script and attach it',
          type: 'text',
          body: [
            'In the Project window, open your Scripts folder, right-click, and choose Create > C# Script. Type the name Spinner before pressing Enter: the file name must match the class name inside it, so renaming later means editing both.',
            'Double-click Spinner to open it in your code editor. The template contains a class that derives from Behaviour, the base class for components you write, with two empty methods named Start and Update.',
            'Back in the Editor, add a cube to the scene and drag the Spinner script from the Project window onto the cube in the Inspector. Your script is now a component, just like Transform or Mesh Renderer.',
          ],
        },
        {
          title: 'Understand Start and Update',
          type: 'text',
          body: [
            'The engine calls Start once, just before the first frame in which the component is active, and calls Update once every frame. Add Debug.Log("Spinner ready"); inside Start, save the file, and press Play: the message appears once in the Console.',
            'Frames do not arrive at a fixed rate. A fast desktop may render 144 frames per second while a laptop manages 40, so movement in Update is multiplied by Time.deltaTime, the number of seconds since the previous frame. The result is the same speed per second on every machine.',
          ],
        },
        {
          title: 'Rotate the object with exposed settings',
          type: 'text',
          body: [
            'Above Start, add the field [SerializeField] private float degreesPerSecond = 90f; The SerializeField attribute shows a private field in the Inspector, so designers can tune it without touching code.',
            'In Update, write transform.Rotate(0f, degreesPerSecond * Time.deltaTime, 0f); Save, return to the Editor, and press Play. The cube spins around its vertical axis at a quarter turn per second.',
            'While playing, change Degrees Per Second in the Inspector and watch the speed change live. Remember that edits made in Play mode reset when you stop.',
          ],
        },
        {
          title: 'Lab: add a floating motion',
          type: 'lab',
          body: [
            'In the lab workspace, extend Spinner so the cube also floats up and down. Store the starting position in Start with startPosition = transform.position; and add two serialized float fields named amplitude and frequency.',
            'In Update, compute float offset = Mathf.Sin(Time.time * frequency) * amplitude; and assign transform.position = startPosition + Vector3.up * offset; Run the lab checks: they verify that the cube stays within amplitude units of its starting height and still rotates.',
            'If a check fails, open the Console. A red error with a file name and line number usually points to a typo or a missing semicolon; double-click it to jump straight to the problem.',
          ],
        },
        {
          title: 'Read compiler and runtime errors',
          type: 'text',
          body: [
            'Break the script on purpose by deleting a closing brace, then save. The Console shows a compiler error and the Editor refuses to enter Play mode; every compiler error must be fixed before any script change takes effect.',
            'Restore the brace, then add GetComponent<Light>().intensity = 2f; to Start on the cube, which has no Light. Play mode starts this time, but the Console reports a null reference exception. Runtime errors point to logic problems, and the stack trace tells you which method ran into them.',
          ],
        },
      ],
    },
    {
      key: 'tut-player-input-movement',
      title: 'Move a character with keyboard and gamepad input',
      description:
        'Read player input through input actions, move a capsule character relative to the camera, and add gravity and jumping. You finish by submitting a playable build of your controller.',
      skillLevel: 'beginner',
      durationMinutes: 40,
      isExercise: true,
      topicKeys: ['scripting', 'physics'],
      industryKeys: ['games'],
      skillKeys: ['skill-csharp-scripting'],
      points: [{ category: 'programming', point: 40 }],
      steps: [
        {
          title: 'Set up the player object',
          type: 'text',
          body: [
            'Create a Capsule named Player at position 0, 1, 0 so it stands on the floor. Remove its Capsule Collider and add a Character Controller component instead; the controller has its own capsule collision and handles slopes and steps for you.',
            'Create a script named PlayerMover and attach it to Player. Cache the controller in Awake with controller = GetComponent<CharacterController>(); so you do not look it up every frame.',
          ],
        },
        {
          title: 'Define input actions',
          type: 'text',
          body: [
            'In the Project window, create an Input Actions asset named PlayerControls. Add an action map named Gameplay with two actions: Move, of type Value with a Vector2 control, and Jump, of type Button.',
            'Bind Move to a 2D composite using W, A, S, and D and to the left stick of a gamepad. Bind Jump to the Space key and to the gamepad south button. Because your code reads actions rather than specific keys, one script supports every device.',
            'Enable Generate C# Class on the asset and save it. In PlayerMover, create a PlayerControls instance in Awake, call Enable on it in OnEnable, and call Disable in OnDisable so input stops when the object is turned off.',
          ],
        },
        {
          title: 'Move relative to the camera',
          type: 'text',
          body: [
            'Each frame, read Vector2 input = controls.Gameplay.Move.ReadValue<Vector2>(); Take the camera forward and right vectors, set their Y components to zero, and normalize them, so that a camera looking down does not slow the player.',
            'Combine them with Vector3 move = cameraForward * input.y + cameraRight * input.x; and pass move * speed * Time.deltaTime to controller.Move. The player now walks in the direction the camera faces, which is what players expect in a third-person game.',
            'To turn the character toward its motion, rotate it with Quaternion.RotateTowards toward Quaternion.LookRotation(move) by a fixed number of degrees per second. Skip the rotation when move is almost zero, or the character snaps back to a default facing when it stands still.',
          ],
        },
        {
          title: 'Add gravity and jumping',
          type: 'text',
          body: [
            'The Character Controller does not apply gravity on its own. Keep a float named verticalVelocity, subtract 9.81f * Time.deltaTime from it every frame, and add Vector3.up * verticalVelocity to the movement before calling Move.',
            'When controller.isGrounded is true and verticalVelocity is negative, reset it to a small value such as -2f so the controller stays pressed to the ground. If Jump was pressed this frame, set verticalVelocity = Mathf.Sqrt(jumpHeight * 2f * 9.81f); which is exactly the launch speed needed to reach jumpHeight.',
          ],
        },
        {
          title: 'Submit a playable build',
          type: 'submission',
          submissionType: 'webgl',
          body: [
            'Add a few platforms at different heights so reviewers can test jumping. Open File > Build Settings, add the current scene, choose your desktop platform or WebGL, and click Build.',
            'Submit the build as a zip file or as a link to a hosted WebGL page, with a short note listing your move speed, turn speed, and jump height. Reviewers check that the player moves relative to the camera, turns smoothly, and can reach at least one raised platform with both a keyboard and a gamepad.',
          ],
        },
      ],
    },
    {
      key: 'tut-rigidbody-forces',
      title: 'Push objects around with rigidbodies and forces',
      description:
        'Hand objects over to the physics engine with Rigidbody components, then push, spin, and launch them from a script using forces and impulses.',
      skillLevel: 'beginner',
      durationMinutes: 35,
      isExercise: false,
      topicKeys: ['physics', 'scripting'],
      industryKeys: ['simulation'],
      skillKeys: ['skill-physics-simulation', 'skill-csharp-scripting'],
      points: [{ category: 'programming', point: 35 }],
      steps: [
        {
          title: 'Add a Rigidbody and watch gravity work',
          type: 'text',
          body: [
            'Create a cube, raise it to Y = 5, and press Play: it hangs in the air, because objects only move when something changes their Transform. Stop Play mode, click Add Component in the Inspector, and add a Rigidbody. Press Play again and the cube falls and lands on the floor.',
            "The Rigidbody hands the object's motion to the physics engine. Its Mass, Drag, and Angular Drag fields control how heavy it feels and how quickly it slows down. The cube lands because both it and the floor have colliders; a Rigidbody without a collider falls straight through.",
          ],
        },
        {
          title: 'Apply forces from a script',
          type: 'text',
          body: [
            'Create a script named Pusher, attach it to the cube, and cache its Rigidbody in Awake. Physics code belongs in FixedUpdate, which runs on a fixed timestep of 0.02 seconds by default, independent of the frame rate, so forces stay consistent.',
            "In FixedUpdate, call body.AddForce(Vector3.forward * thrust); with a serialized thrust of 10. The cube accelerates steadily forward. Double its Mass in the Inspector and it accelerates half as fast, exactly as Newton's second law predicts.",
            'Read input in Update, store it in a field, and apply the force in FixedUpdate. A key press checked directly in FixedUpdate can be missed, or counted twice, because physics steps and rendered frames do not line up one to one.',
          ],
        },
        {
          title: 'Use impulses and torque',
          type: 'text',
          body: [
            'Forces are for continuous pushes. For one-off events such as a jump or a hit, use body.AddForce(Vector3.up * 6f, ForceMode.Impulse); which changes the velocity instantly while taking the mass into account.',
            'To spin an object, call body.AddTorque(Vector3.up * 5f, ForceMode.Impulse); Then try AddExplosionForce on a stack of cubes: give it a force, a center, and a radius, and every Rigidbody in range is pushed away from the center, less strongly the farther away it is.',
          ],
        },
        {
          title: 'Tune physics materials, interpolation, and collision detection',
          type: 'text',
          body: [
            "In the Project window, choose Create > Physics Material. Set Bounciness to 0.8 and Dynamic Friction to 0.1, then assign the material to the cube's collider. The cube now bounces and slides like a rubber puck on ice.",
            'If a moving Rigidbody looks jittery when the camera follows it, set its Interpolate field to Interpolate. The engine then smooths the rendered position between physics steps without changing the simulation.',
            'For small, fast objects such as projectiles, set Collision Detection to Continuous so they do not tunnel through thin walls between steps. Continuous detection costs more, so use it only where you need it.',
          ],
        },
      ],
    },
    {
      key: 'tut-colliders-triggers',
      title: 'Detect collisions and trigger zones',
      description:
        'Respond to physical impacts with collision callbacks and build pickups with trigger colliders. You finish by submitting a short playable build in which the player collects coins.',
      skillLevel: 'beginner',
      durationMinutes: 30,
      isExercise: true,
      topicKeys: ['physics', 'scripting'],
      industryKeys: ['games'],
      skillKeys: ['skill-physics-simulation'],
      points: [
        { category: 'programming', point: 30 },
        { category: 'systemsDesign', point: 10 },
      ],
      steps: [
        {
          title: 'Collisions versus triggers',
          type: 'text',
          body: [
            "A collider defines an object's physical shape. When two solid colliders touch and at least one of them has a Rigidbody, the engine keeps them from overlapping and calls OnCollisionEnter on the scripts of both objects.",
            'When you tick Is Trigger on a collider, the engine stops blocking movement through it and calls OnTriggerEnter instead. Triggers are ideal for volumes that detect presence: pickups, checkpoints, damage zones, or a door that opens as the player approaches.',
          ],
        },
        {
          title: 'React to impacts',
          type: 'text',
          body: [
            'Create a script named ImpactReporter with a method void OnCollisionEnter(Collision collision). Inside it, log collision.gameObject.name and collision.relativeVelocity.magnitude. Attach the script to a cube with a Rigidbody, drop it onto the floor, and read the Console.',
            'Use the impact speed to drive gameplay: play a louder sound or spawn sparks only when the magnitude is above a threshold such as 3. Checking the speed avoids firing effects when an object merely rests against another.',
          ],
        },
        {
          title: 'Build a collectible coin',
          type: 'text',
          body: [
            'Create a small cylinder named Coin, tick Is Trigger on its collider, and add a script named Pickup. In OnTriggerEnter(Collider other), check other.CompareTag("Player") before doing anything else, so falling debris cannot collect the coin.',
            'Select your player, open the Tag drop-down at the top of the Inspector, and choose Player. In Pickup, add one to the score on a ScoreKeeper component and call Destroy(gameObject); Then turn Coin into a prefab and scatter a dozen instances around the level.',
            'Trigger messages need a Rigidbody or a Character Controller on at least one of the two objects. If touching a coin does nothing, check that requirement first.',
          ],
        },
        {
          title: 'Submit your collection level',
          type: 'submission',
          submissionType: 'webgl',
          body: [
            'Add a goal: when the score reaches the number of coins in the level, log a message and enable a Victory text object. Build the scene for desktop or WebGL through File > Build Settings.',
            'Submit the build and a screenshot of your Hierarchy showing the coin prefab instances. Reviewers check that coins disappear only when the player touches them, that the score counts correctly, and that the goal fires exactly once.',
          ],
        },
      ],
    },
    {
      key: 'tut-raycasting',
      title: 'Aim and interact with raycasts',
      description:
        'Cast rays from the camera to find what the player is looking at, build an interaction system on top of them, and filter hits with layer masks.',
      skillLevel: 'intermediate',
      durationMinutes: 35,
      isExercise: false,
      topicKeys: ['physics', 'scripting'],
      industryKeys: ['games', 'simulation'],
      skillKeys: ['skill-physics-simulation', 'skill-csharp-scripting'],
      points: [{ category: 'programming', point: 35 }],
      steps: [
        {
          title: 'Cast a ray from the camera',
          type: 'text',
          body: [
            'A raycast sends an invisible line from a point in a direction and reports the first collider it hits. Create a script named Interactor on Main Camera and, in Update, build a ray through the center of the view with Ray ray = new Ray(transform.position, transform.forward);',
            'Call Physics.Raycast(ray, out RaycastHit hit, maxDistance) and, when it returns true, log hit.collider.name and hit.distance. The hit structure also holds the contact point and the surface normal, which you need for placing decals or effects.',
            'Draw the ray with Debug.DrawRay(ray.origin, ray.direction * maxDistance, Color.red); It appears in the Scene view while playing, and in the Game view too when Gizmos are enabled, which makes invisible logic visible.',
          ],
        },
        {
          title: 'Filter hits with layers',
          type: 'text',
          body: [
            'Open the Layer drop-down at the top of the Inspector, choose Add Layer, and create a layer named Interactable. Assign it to the doors and crates the player can use.',
            'Add a serialized LayerMask field to Interactor and pass it as the last argument of Physics.Raycast. In the Inspector, tick Default and Interactable: walls on Default still block the ray, and you then check whether the object that was hit is on the Interactable layer.',
            'Layer masks are bit fields in which each layer is one bit. Filtering by mask inside the physics query is much cheaper than hitting everything and comparing tags afterward.',
          ],
        },
        {
          title: 'Lab: build an interaction prompt',
          type: 'lab',
          body: [
            'In the lab workspace, define an IInteractable interface with a string Prompt property and an Interact() method. Implement it on a Door script that swings the door open by 90 degrees and on a Crate script that logs its contents.',
            'In Interactor, when the ray hits something, call hit.collider.GetComponentInParent<IInteractable>(). If the result is not null, show its Prompt on screen and call Interact() when the player presses E. The lab checks aim the camera at each object and confirm that the right method runs.',
            'Because Interactor only knows about the interface, adding a lever later means writing a new class, not changing existing code.',
          ],
        },
        {
          title: 'Cast other shapes',
          type: 'text',
          body: [
            'A ray is infinitely thin, so it can slip between the bars of a fence. Physics.SphereCast sweeps a sphere along the ray and is more forgiving when aiming at small objects or when checking whether a character fits through a gap.',
            'Physics.RaycastAll and Physics.OverlapSphere return every hit instead of the first. In code that runs every frame, prefer the non-allocating versions, such as Physics.RaycastNonAlloc with a preallocated array, so you do not create garbage for the memory collector.',
          ],
        },
      ],
    },
    {
      key: 'tut-lighting-basics',
      title: 'Light a scene with directional, point, and spot lights',
      description:
        'Learn what each light type is for, how intensity, color, and range shape a space, and how shadows and ambient light make a scene easy to read.',
      skillLevel: 'beginner',
      durationMinutes: 30,
      isExercise: false,
      topicKeys: ['lighting'],
      industryKeys: ['architecture', 'film-animation'],
      skillKeys: ['skill-lighting-rendering'],
      points: [{ category: 'artAnimation', point: 30 }],
      steps: [
        {
          title: 'Set the sun with a directional light',
          type: 'text',
          body: [
            'Select Directional Light in the Hierarchy. A directional light behaves like the sun: its position does not matter, only its rotation. Rotate it with the Rotate tool in the Scene view and watch the shadows sweep across the floor.',
            'A low angle, around 15 to 25 degrees above the horizon, produces long shadows and dramatic light, while a high angle near noon flattens the scene. Set the Color to a pale yellow for daylight or to orange for late afternoon.',
          ],
        },
        {
          title: 'Add point and spot lights',
          type: 'text',
          body: [
            'Add a Point Light with + > Light > Point Light and place it inside a lamp model. A point light shines in every direction and fades out at its Range. Set Range to about 8 and raise Intensity until the area around the lamp is lit without washing out the walls.',
            'Add a Spot Light and aim it at a doorway. Spot lights emit a cone controlled by Spot Angle; a narrow cone draws the eye to one object, which is why stage designers and level designers use them to guide attention.',
            'Use color temperature to tell a story. Warm light, around 3000 K, feels inviting, while cool light of 6500 K and above feels clinical or moonlit. Pairing a warm interior light with a cool exterior light is a classic way to add depth.',
          ],
        },
        {
          title: 'Control shadows',
          type: 'text',
          body: [
            'Set Shadow Type to Soft Shadows on the directional light. Shadows anchor objects to the ground; without them, objects seem to float.',
            "Every real-time light that casts shadows costs rendering time, because the engine renders the scene again from the light's point of view. Enable shadows only on lights that need them and keep small decorative point lights shadowless.",
            "If flat surfaces show stripes of shadow (shadow acne) or shadows detach from the objects that cast them (peter panning), adjust the light's Bias and Normal Bias in small steps until both artifacts disappear.",
          ],
        },
        {
          title: 'Balance ambient light and review the result',
          type: 'text',
          body: [
            'Open Window > Rendering > Lighting and find the Environment section. Ambient light fills the shadows: use the skybox as the source for outdoor scenes and a dark color for interiors, where shadows should stay deep.',
            'Check the Game view, then switch individual lights off and on to judge what each one contributes. A well-lit scene has a clear brightest point, readable shapes in the shadows, and no areas of flat, featureless gray.',
          ],
        },
      ],
    },
    {
      key: 'tut-baked-lighting',
      title: 'Bake global illumination for an interior',
      description:
        'Precompute bounced light into lightmaps for a static interior, add light probes for moving objects, and submit before-and-after screenshots of your baked room.',
      skillLevel: 'intermediate',
      durationMinutes: 50,
      isExercise: true,
      topicKeys: ['lighting', 'optimization'],
      industryKeys: ['architecture'],
      skillKeys: ['skill-lighting-rendering'],
      points: [{ category: 'artAnimation', point: 45 }],
      steps: [
        {
          title: 'Mark static geometry',
          type: 'text',
          body: [
            'Open an interior scene with walls, a floor, a ceiling, and furniture. Select every object that never moves and tick the Static checkbox at the top right of the Inspector, or open its drop-down and enable Contribute GI.',
            'Only static objects receive lightmaps. Doors, props the player can pick up, and characters stay dynamic and get their indirect light from light probes, which you add later in this tutorial.',
            'Lightmaps need a second set of non-overlapping UVs. In the import settings of each model, enable Generate Lightmap UVs and click Apply, unless your artist already authored a second UV channel.',
          ],
        },
        {
          title: 'Set light modes and bake',
          type: 'text',
          body: [
            'Select each light and choose its Mode: Baked for lights that never change, Mixed for lights that should bake indirect light but still cast real-time shadows from moving objects, and Realtime for lights that flicker or move.',
            'Open Window > Rendering > Lighting, create a new Lighting Settings asset, and start with a Lightmap Resolution of 20 texels per unit. Click Generate Lighting and follow the progress bar at the bottom right of the Editor; a small room bakes in a minute or two.',
            'After the bake, light bounces off the floor onto the walls and under tables, and corners darken naturally. This bounced light, called global illumination, is what makes an interior feel real, and because it is stored in textures it costs almost nothing at runtime.',
          ],
        },
        {
          title: 'Add light probes for dynamic objects',
          type: 'text',
          body: [
            'Create a Light Probe Group with + > Light > Light Probe Group. Edit the group and place probes in a grid through the room, adding extra probes where the lighting changes quickly, such as near windows and under tables.',
            'Generate lighting again, then move a dynamic sphere through the room in Play mode. It brightens near the window and darkens in corners, because it blends the indirect light stored in the nearest probes.',
          ],
        },
        {
          title: 'Fix common artifacts',
          type: 'text',
          body: [
            'If light leaks along the bottom of walls, make walls and floors overlap slightly instead of meeting edge to edge, and give wall meshes real thickness. Visible seams between neighboring objects usually mean their lightmap resolutions differ a lot.',
            'Blotchy, noisy shadows mean too few samples. Increase the indirect sample count or enable a denoiser in the Lighting Settings and bake again. Use a low resolution while you iterate and a high one only for the final bake.',
          ],
        },
        {
          title: 'Submit before-and-after screenshots',
          type: 'submission',
          submissionType: 'image',
          body: [
            'Take one screenshot from the Game view with real-time direct lighting only, then another from the same camera after baking. Keep the exposure identical so the comparison is fair.',
            'Submit both images with your lightmap resolution and bake time. Reviewers look for visible bounced light, soft contact shadows under furniture, no light leaks along walls, and a dynamic object that probes light consistently with the room.',
          ],
        },
      ],
    },
    {
      key: 'tut-post-processing',
      title: 'Add mood with post-processing volumes',
      description:
        'Use global and local volumes to apply tonemapping, color grading, bloom, and vignette, and learn how each effect changes the feel of a shot.',
      skillLevel: 'intermediate',
      durationMinutes: 25,
      isExercise: false,
      topicKeys: ['lighting', 'vfx'],
      industryKeys: ['film-animation'],
      skillKeys: ['skill-lighting-rendering'],
      points: [{ category: 'artAnimation', point: 25 }],
      steps: [
        {
          title: 'Create a global volume',
          type: 'text',
          body: [
            'In the Hierarchy, choose + > Volume > Global Volume. In the Inspector, click New next to Profile to create a volume profile asset. The profile stores the effects, so several scenes can share one look.',
            'Check that Post Processing is enabled in the Rendering section of your camera. Without it, volumes have no effect on that camera, which is the most common reason effects seem not to work.',
          ],
        },
        {
          title: 'Set tonemapping and exposure',
          type: 'text',
          body: [
            'Click Add Override, choose Tonemapping, and set Mode to ACES or Neutral. Tonemapping compresses the high dynamic range of the lighting into the range a screen can display, so bright areas keep detail instead of clipping to flat white.',
            'Add Color Adjustments and tune Post Exposure until the midtones look right, then adjust Contrast and Saturation. Correct exposure before you stylize, just as a photographer fixes exposure before applying filters.',
          ],
        },
        {
          title: 'Add bloom, vignette, and color grading',
          type: 'text',
          body: [
            'Add Bloom and set Threshold to about 1 so that only genuinely bright pixels, such as lamps and sun glints, glow. Keep Intensity low: bloom works best when viewers barely notice it.',
            'Add Vignette at an intensity of about 0.25 to darken the edges of the frame gently and focus attention on the center. Then use Split Toning to push shadows toward blue and highlights toward orange, a common cinematic grade.',
            'Toggle each override with the checkbox beside its name to judge whether it improves the shot. If you cannot see the difference, the effect is probably not worth its cost.',
          ],
        },
        {
          title: 'Blend local volumes',
          type: 'text',
          body: [
            'Choose + > Volume > Box Volume to create a local volume with a box collider. Place it around a cave entrance and give it its own profile with lower exposure and a green-tinted grade.',
            'Set Blend Distance to 3 so the look fades in as the camera approaches, and give the local volume a higher Priority than the global one so its values win inside the box. Fly the camera through the entrance in Play mode to watch the transition.',
          ],
        },
      ],
    },
    {
      key: 'tut-animator-state-machine',
      title: 'Drive a character with an Animator state machine',
      description:
        'Set up an Animator Controller with idle, walk, and jump states, connect them with parameter-driven transitions, and control them from your movement script.',
      skillLevel: 'intermediate',
      durationMinutes: 45,
      isExercise: false,
      topicKeys: ['animation', 'scripting'],
      industryKeys: ['games'],
      skillKeys: ['skill-character-animation', 'skill-csharp-scripting'],
      points: [
        { category: 'artAnimation', point: 30 },
        { category: 'programming', point: 15 },
      ],
      steps: [
        {
          title: 'Import a rigged character',
          type: 'text',
          body: [
            'Import a rigged character model and its animation clips into the Project window. Select the model, open the Rig tab of its import settings, set Animation Type to Humanoid, and click Apply so the engine maps its bones onto a standard skeleton.',
            'A humanoid rig lets you reuse animation clips across characters with different proportions, which is why most character packs are set up this way.',
          ],
        },
        {
          title: 'Create an Animator Controller',
          type: 'text',
          body: [
            "Right-click in the Project window, choose Create > Animator Controller, and name it HeroAnimator. Assign it to the Controller field of the character's Animator component, then double-click it to open the Animator window.",
            'Drag the Idle, Walk, and Jump clips into the graph. Each clip becomes a state, and the first one you add turns orange to mark it as the default state. If Idle is not orange, right-click it and choose Set as Layer Default State.',
          ],
        },
        {
          title: 'Add parameters and transitions',
          type: 'text',
          body: [
            'In the Parameters tab, add a Float named Speed, a Bool named Grounded, and a Trigger named Jump. Parameters are the bridge between your scripts and the state machine.',
            'Right-click Idle, choose Make Transition, and click Walk. Select the new arrow, untick Has Exit Time so the transition can fire immediately, and add the condition Speed Greater 0.1. Create the reverse transition with the condition Speed Less 0.1.',
            'Add a transition from Any State to Jump with the Jump trigger as its condition, and one from Jump back to Idle when Grounded is true. Keep transition durations short, around 0.1 to 0.2 seconds, so the character responds quickly.',
          ],
        },
        {
          title: 'Control the Animator from code',
          type: 'text',
          body: [
            'In your movement script, cache the Animator with GetComponent<Animator>() and every frame call animator.SetFloat("Speed", horizontalVelocity.magnitude); and animator.SetBool("Grounded", controller.isGrounded);',
            'When the jump input fires, call animator.SetTrigger("Jump"); String names are easy to mistype and slower to look up, so cache them once as static readonly int SpeedId = Animator.StringToHash("Speed"); and pass the integer instead.',
          ],
        },
        {
          title: 'Debug the state machine',
          type: 'text',
          body: [
            'Enter Play mode with the character selected and the Animator window open. The active state shows a blue progress bar and transitions highlight as they fire, so you can see exactly why a character is stuck in a state.',
            'If a transition never fires, check its conditions and whether Has Exit Time is making it wait for the clip to end. If the character slides while walking, compare the speed in your code with the speed at which the walk clip was animated.',
          ],
        },
      ],
    },
    {
      key: 'tut-blend-trees',
      title: 'Smooth locomotion with blend trees',
      description:
        'Replace separate idle, walk, and run states with one blend tree that mixes clips by speed and direction, then submit a build of your character moving smoothly.',
      skillLevel: 'intermediate',
      durationMinutes: 35,
      isExercise: true,
      topicKeys: ['animation'],
      industryKeys: ['games'],
      skillKeys: ['skill-character-animation'],
      points: [{ category: 'artAnimation', point: 35 }],
      steps: [
        {
          title: 'Create a 1D blend tree',
          type: 'text',
          body: [
            'In the Animator window, right-click empty space and choose Create State > From New Blend Tree. Name it Locomotion and double-click it. In the Inspector, set Blend Type to 1D and Parameter to Speed.',
            'Click + under Motion to add three motion fields and assign Idle, Walk, and Run. Untick Automate Thresholds and set the thresholds to 0, 1.5, and 5, the speeds in meters per second at which the walk and run clips were animated.',
            'At a Speed of 3, the engine blends Walk and Run roughly halfway. Matching thresholds to the real clip speeds is what keeps the feet from sliding.',
          ],
        },
        {
          title: 'Switch to a 2D blend tree for strafing',
          type: 'text',
          body: [
            'For characters that strafe, set Blend Type to 2D Freeform Directional and use two parameters, VelocityX and VelocityZ. Add clips for moving forward, backward, left, and right at walking and running speed, plus Idle at 0, 0.',
            'The blend diagram shows each clip as a dot and the current parameter value as a red dot. Drag the red dot around in the preview to see how the clips mix before you write any code.',
            'In your script, convert the world velocity to local space with transform.InverseTransformDirection(velocity) and feed its x and z values into the two parameters.',
          ],
        },
        {
          title: 'Smooth the parameters',
          type: 'text',
          body: [
            'Raw input jumps from 0 to 1 instantly, which makes the blend pop. Use the damped overload animator.SetFloat(SpeedId, targetSpeed, 0.1f, Time.deltaTime); to ease the value toward its target over about a tenth of a second.',
            'Recreate the transitions between Locomotion and Jump. One blend tree now replaces several states and transitions, which keeps the graph readable as you add more movement.',
          ],
        },
        {
          title: 'Submit your locomotion build',
          type: 'submission',
          submissionType: 'webgl',
          body: [
            'Build a test area with a long straight path and a circular track, then make a desktop or WebGL build.',
            'Submit the build and a screenshot of your blend tree in the Inspector showing its thresholds. Reviewers check that the character accelerates from idle to run without popping, that the feet do not visibly slide, and that jumping still works.',
          ],
        },
      ],
    },
    {
      key: 'tut-timeline-cutscene',
      title: 'Sequence a short cutscene on the Timeline',
      description:
        'Choreograph a camera move, character animation, and audio on a Timeline to create a 20-second opening shot that plays when the level starts.',
      skillLevel: 'beginner',
      durationMinutes: 40,
      isExercise: false,
      topicKeys: ['animation', 'audio'],
      industryKeys: ['film-animation', 'games'],
      skillKeys: ['skill-character-animation'],
      points: [{ category: 'artAnimation', point: 40 }],
      steps: [
        {
          title: 'Create a Timeline asset',
          type: 'text',
          body: [
            'Create an empty game object named IntroCutscene. Open Window > Sequencing > Timeline, select IntroCutscene, and click Create in the Timeline window, saving the asset as Intro. The engine adds a Playable Director component that plays it.',
            'The Timeline window works like a video editor: tracks are stacked vertically, time runs from left to right, and clips sit on tracks. Scrub the playhead to preview any moment of the sequence in the Scene view.',
          ],
        },
        {
          title: 'Animate the camera',
          type: 'text',
          body: [
            'Drag your cutscene camera from the Hierarchy onto the Timeline and choose Add Animation Track. Click the red record button on the track, move the playhead to 0 and position the camera, then move to 5 seconds and position it again. Keyframes are recorded automatically.',
            'Stop recording and scrub the playhead to review the move. Open the curves view of the track and ease the keys in and out so the camera does not start and stop abruptly.',
          ],
        },
        {
          title: 'Add character animation and audio',
          type: 'text',
          body: [
            'Drag the character onto the Timeline to create another animation track and drop a Wave clip onto it at 2 seconds. Overlapping two clips on the same track creates a blend, and the length of the overlap sets the blend duration.',
            'Add an Audio Track and drop a music clip and a footstep sound onto it. Align sound effects to the exact frames where the action happens, because even a few frames of delay feel wrong to an audience.',
            'Use an Activation Track to show a title card from 15 to 20 seconds. An activation track simply enables a game object while its clip is playing.',
          ],
        },
        {
          title: 'Play the cutscene in game',
          type: 'text',
          body: [
            "On the Playable Director, tick Play On Awake so the cutscene starts with the scene and set Wrap Mode to None so it stops at the end. To hand control back to the player, subscribe to the director's stopped event in a script and enable the gameplay camera and input there.",
            'Press Play and watch the full sequence in the Game view. Film and animation teams use this same workflow to render previsualization shots straight from the engine, so keep camera moves motivated and cuts easy to follow.',
          ],
        },
      ],
    },
    {
      key: 'tut-audio-sources',
      title: 'Add sound effects and music with audio sources',
      description:
        'Play background music and one-shot sound effects with audio sources and a single audio listener, and trigger sounds from your scripts.',
      skillLevel: 'foundational',
      durationMinutes: 20,
      isExercise: false,
      topicKeys: ['audio'],
      industryKeys: [],
      skillKeys: ['skill-interactive-audio'],
      points: [{ category: 'audio', point: 20 }],
      steps: [
        {
          title: 'Understand sources and the listener',
          type: 'text',
          body: [
            'Sound in the engine works like microphones and speakers in a room. An Audio Source component plays a clip from a position in the scene, and the Audio Listener, usually on Main Camera, is the microphone that hears it. A scene should have exactly one active listener, and the Console warns you when there are more.',
            'Import a music track and a few short sound effects into an Audio folder. Select a clip to see its import settings: short effects can use Decompress On Load for instant playback, while long music tracks should use Streaming to save memory.',
          ],
        },
        {
          title: 'Play background music',
          type: 'text',
          body: [
            'Create an empty game object named Music, add an Audio Source, assign the music clip to its AudioClip field, and tick Play On Awake and Loop. Set Spatial Blend to 0 so the music sounds the same wherever the camera goes.',
            'Lower Volume to about 0.5. Music that competes with sound effects makes a game feel noisy; you will balance levels properly with the audio mixer in a later tutorial.',
          ],
        },
        {
          title: 'Trigger one-shot effects from code',
          type: 'text',
          body: [
            'Add an Audio Source to the player and untick Play On Awake. In a script, add a serialized AudioClip field named jumpClip and call audioSource.PlayOneShot(jumpClip); when the player jumps. PlayOneShot lets several sounds overlap on one source without cutting each other off.',
            'Repetition tires the ear quickly. Keep an array of three or four footstep clips, pick one at random, and set audioSource.pitch = Random.Range(0.95f, 1.05f); before playing it. Small variations make a big difference.',
          ],
        },
      ],
    },
    {
      key: 'tut-audio-mixer',
      title: 'Balance your game with the audio mixer',
      description:
        'Route sounds through mixer groups, duck music under dialogue, switch snapshots for the pause menu, and expose volumes to a settings screen.',
      skillLevel: 'intermediate',
      durationMinutes: 35,
      isExercise: false,
      topicKeys: ['audio'],
      industryKeys: ['games'],
      skillKeys: ['skill-interactive-audio'],
      points: [{ category: 'audio', point: 35 }],
      steps: [
        {
          title: 'Create a mixer and groups',
          type: 'text',
          body: [
            'In the Project window, choose Create > Audio Mixer, name it MainMixer, and open it in the Audio Mixer window. The Master group already exists; click + next to Groups to add Music, SFX, and Dialogue as children of Master.',
            'Select each Audio Source in your scene and set its Output field to the matching group. Every sound now passes through a group, and each group fader controls a whole category at once.',
          ],
        },
        {
          title: 'Duck music under dialogue',
          type: 'text',
          body: [
            "Select the Music group, click Add Effect at the bottom of its strip, and choose Duck Volume. Then select the Dialogue group, add a Send effect, and point it at the Music group's Duck Volume. Whenever dialogue plays, the music drops automatically so every line stays intelligible.",
            'Adjust the Threshold and Attack Time of the Duck Volume effect so the music dips quickly when speech starts and recovers smoothly afterward. This technique, called sidechain ducking, is used in almost every game and film mix.',
          ],
        },
        {
          title: 'Switch snapshots',
          type: 'text',
          body: [
            'A snapshot stores every fader and effect setting in the mixer. Rename the default snapshot to Gameplay and click + next to Snapshots to add one named Paused. Add a Lowpass Simple effect to Master, leave its cutoff at 22000 Hz in Gameplay, and set it to 800 Hz in Paused.',
            'From a script, call pausedSnapshot.TransitionTo(0.3f); when the game pauses and gameplaySnapshot.TransitionTo(0.3f); when it resumes. The mix glides between the two states over 0.3 seconds, which sounds far more polished than a hard cut.',
          ],
        },
        {
          title: 'Lab: wire up volume sliders',
          type: 'lab',
          body: [
            'Right-click the Volume field of the Music group in the Inspector and choose Expose to script. In the Exposed Parameters drop-down of the Audio Mixer window, rename the parameter MusicVolume, then do the same for SFX.',
            'In the lab workspace, write a SettingsAudio script with a method SetMusicVolume(float linear) that calls mixer.SetFloat("MusicVolume", Mathf.Log10(Mathf.Max(linear, 0.0001f)) * 20f); Mixer volumes are in decibels, so converting the slider\'s 0 to 1 value logarithmically makes the slider feel even across its whole range.',
            'The lab checks move the slider to 1, 0.5, and 0 and verify that the exposed parameter reads about 0 dB, -6 dB, and -80 dB. Finally, save the chosen values to player preferences so they persist between sessions.',
          ],
        },
      ],
    },
    {
      key: 'tut-spatial-audio',
      title: 'Place sounds in 3D space',
      description:
        'Make sounds come from where things are by configuring spatial blend, distance rolloff, and reverb zones, then submit a short playable soundscape.',
      skillLevel: 'intermediate',
      durationMinutes: 30,
      isExercise: true,
      topicKeys: ['audio', 'level-design'],
      industryKeys: ['simulation', 'games'],
      skillKeys: ['skill-interactive-audio'],
      points: [{ category: 'audio', point: 30 }],
      steps: [
        {
          title: 'Turn on 3D sound',
          type: 'text',
          body: [
            'Put an Audio Source on a waterfall or a machine in your scene and set Spatial Blend to 1. Enter Play mode and move the camera around: the sound pans between the left and right speakers and grows quieter with distance.',
            'Use mono clips for 3D sources. The engine places a mono signal precisely in space, while a stereo clip keeps much of its recorded stereo image and does not localize as convincingly.',
          ],
        },
        {
          title: 'Shape distance rolloff',
          type: 'text',
          body: [
            'Expand the 3D Sound Settings of the source. Min Distance is the radius within which the sound plays at full volume, and Max Distance is where attenuation stops. Logarithmic rolloff mimics the real world: volume falls quickly at first and then more slowly.',
            'For gameplay-critical sounds, such as an enemy reloading, a custom rolloff curve gives you control: keep the sound audible across the whole arena, then drop it sharply. Drag the curve points in the graph and check the result in Play mode.',
            'Set Doppler Level to 0 for most sounds. The pitch shift is realistic for fast vehicles, but it makes footsteps and voices sound strange when the camera moves quickly.',
          ],
        },
        {
          title: 'Add reverb zones',
          type: 'text',
          body: [
            'Add an Audio Reverb Zone to a cave or hall, choose a preset such as Cave or Hallway, and set its Min and Max Distance to cover the room. Sounds heard while the listener is inside the zone gain reflections that match the space.',
            'Reverb is a strong cue for size and material. A small tiled bathroom and a stone cathedral sound different even with identical footsteps, and players feel that difference before they consciously notice it.',
          ],
        },
        {
          title: 'Submit your soundscape',
          type: 'submission',
          submissionType: 'webgl',
          body: [
            'Build a small environment with at least three spatial sound sources and one reverb zone, for example a stream, a campfire, and wind howling in a cave. Make a desktop or WebGL build.',
            'Submit the build and a screenshot of the 3D Sound Settings of one source. Reviewers listen on headphones to check that sounds pan correctly, fade naturally with distance, and take on reverb inside the zone.',
          ],
        },
      ],
    },
    {
      key: 'tut-ui-hud',
      title: 'Build a heads-up display with the UI toolkit',
      description:
        'Lay out a health bar, score counter, and objective text with the UI toolkit, style them with a style sheet, and bind them to game data from C#.',
      skillLevel: 'beginner',
      durationMinutes: 40,
      isExercise: false,
      topicKeys: ['ui', 'scripting'],
      industryKeys: ['games'],
      skillKeys: ['skill-ui-development', 'skill-csharp-scripting'],
      points: [
        { category: 'programming', point: 20 },
        { category: 'essentials', point: 20 },
      ],
      steps: [
        {
          title: 'Create a UI document',
          type: 'text',
          body: [
            'In the Project window, choose Create > UI Toolkit > UI Document to make a layout file named Hud, and Create > UI Toolkit > Style Sheet to make a style sheet named HudStyles. Add a game object named HudRoot with a UI Document component and assign the Hud layout and a Panel Settings asset to it.',
            'Panel Settings controls how the UI scales. Set Scale Mode to Scale With Screen Size and the Reference Resolution to 1920 by 1080, so the HUD keeps its proportions on a small laptop screen and on a 4K monitor alike.',
          ],
        },
        {
          title: 'Lay out the elements',
          type: 'text',
          body: [
            'Open Hud in the UI Builder window. Add a VisualElement named top-bar, then place a Label named score-label and a ProgressBar named health-bar inside it. Name elements carefully, because your code finds them by name.',
            'Layout follows flexbox rules. Select top-bar and set Flex Direction to Row and Justify Content to Space Between, and the score and health bar move to opposite sides. Add a Label named objective-label below the bar for the current goal.',
          ],
        },
        {
          title: 'Style with a style sheet',
          type: 'text',
          body: [
            'Attach HudStyles to the document and create a class selector named .hud-text with a font size of 32, bold text, a white color, and a text shadow. Apply the class to both labels. Style sheets keep visual rules in one place, much like CSS on the web.',
            'Create a .health-low class that turns the bar fill red. Instead of setting colors in code, you will add or remove this class, which leaves visual decisions in the style sheet where artists can change them.',
          ],
        },
        {
          title: 'Bind the HUD to game data',
          type: 'text',
          body: [
            'Create a script named HudController on HudRoot. In OnEnable, get the root element with var root = GetComponent<UIDocument>().rootVisualElement; and find elements with root.Q<Label>("score-label") and root.Q<ProgressBar>("health-bar").',
            'Avoid polling every frame. Expose C# events such as ScoreChanged and HealthChanged from your gameplay scripts, subscribe to them in OnEnable, unsubscribe in OnDisable, and update the label or bar only when a value actually changes.',
            'In the health handler, call healthBar.EnableInClassList("health-low", health < 25); to switch the warning style on and off.',
          ],
        },
        {
          title: 'Test on different screens',
          type: 'text',
          body: [
            'In the Game view, switch between several resolutions and aspect ratios, including a narrow 4:3 and an ultrawide 21:9. Check that nothing overlaps or runs off the screen.',
            'Keep important information away from the very edges, where televisions may crop the picture and phone notches may cover it. A margin of about 5 percent on each side is a safe default.',
          ],
        },
      ],
    },
    {
      key: 'tut-ui-menus',
      title: 'Design a main menu and pause screen',
      description:
        'Create a navigable main menu and a pause screen that freezes gameplay, support mouse, keyboard, and gamepad, and submit a build with working menus.',
      skillLevel: 'intermediate',
      durationMinutes: 45,
      isExercise: true,
      topicKeys: ['ui'],
      industryKeys: ['games'],
      skillKeys: ['skill-ui-development'],
      points: [
        { category: 'programming', point: 25 },
        { category: 'systemsDesign', point: 20 },
      ],
      steps: [
        {
          title: 'Plan the menu flow',
          type: 'text',
          body: [
            'Sketch the screens before building them: a Main Menu with Play, Settings, and Quit; a Settings screen with volume sliders and a Back button; and a Pause screen with Resume, Settings, and Main Menu. Every arrow in your sketch becomes a button handler.',
            'Put the main menu in its own scene named MainMenu. In File > Build Settings, add MainMenu and your gameplay scene, with MainMenu at index 0 so it loads first.',
          ],
        },
        {
          title: 'Build the main menu layout',
          type: 'text',
          body: [
            'Create a UI document named MainMenu with a centered column of Button elements. Give each a name, such as play-button, and a shared .menu-button class with generous padding, a :hover style, and a clearly visible :focus style.',
            'Visible focus matters: players using a keyboard or gamepad need to see which button is selected. Never remove the focus outline without replacing it with something clearer.',
          ],
        },
        {
          title: 'Hook up the buttons',
          type: 'text',
          body: [
            'In a MainMenuController script, find each button and register a handler, for example playButton.clicked += () => SceneManager.LoadScene("Level01"); The Quit button calls Application.Quit(), which does nothing inside the Editor, so log a message too to confirm it fired.',
            'Call playButton.Focus() when the menu opens so that a gamepad player can press the confirm button immediately, without first moving the selection.',
          ],
        },
        {
          title: 'Pause the game',
          type: 'text',
          body: [
            'Create a Pause UI document in the gameplay scene and hide it by setting the display style of its root to None. When the player presses Escape or the gamepad Start button, show it and set Time.timeScale = 0f; resuming sets it back to 1f.',
            'With timeScale at zero, Update still runs but Time.deltaTime is zero, so movement and physics stop. Animations and UI that must keep running during the pause should use unscaled time, such as Time.unscaledDeltaTime.',
            'Also disable the gameplay action map while paused and enable a UI action map, so pressing Jump on the pause screen does not make the character leap the moment the game resumes.',
          ],
        },
        {
          title: 'Submit your menu build',
          type: 'submission',
          submissionType: 'webgl',
          body: [
            'Build the game with both scenes and test the full loop: start from the main menu, play, pause, change a setting, resume, and return to the main menu.',
            'Submit the build and two screenshots of your menus. Reviewers check that every button works with a mouse, a keyboard, and a gamepad, that focus is always visible, and that the game freezes completely while paused.',
          ],
        },
      ],
    },
    {
      key: 'tut-particle-basics',
      title: 'Make sparks and smoke with particle systems',
      description:
        'Build two classic effects, a burst of sparks and a rising column of smoke, by tuning the emission, shape, lifetime, and color modules of a particle system.',
      skillLevel: 'beginner',
      durationMinutes: 30,
      isExercise: false,
      topicKeys: ['vfx'],
      industryKeys: ['games', 'film-animation'],
      skillKeys: ['skill-shaders-vfx'],
      points: [{ category: 'artAnimation', point: 30 }],
      steps: [
        {
          title: 'Create a particle system',
          type: 'text',
          body: [
            'In the Hierarchy, choose + > Effects > Particle System. Soft white particles start streaming upward in the Scene view. The Inspector shows the main module at the top and collapsible modules below it, each adding one kind of behavior.',
            'While the system is selected, a Particle Effect overlay in the Scene view offers Play, Restart, and Stop buttons and a Playback Speed field. Lower the playback speed to 0.2 when tuning fast effects such as sparks.',
          ],
        },
        {
          title: 'Build a spark burst',
          type: 'text',
          body: [
            'In the main module, set Duration to 1, untick Looping, and use random ranges: Start Lifetime 0.3 to 0.8, Start Speed 6 to 12, and Start Size 0.03 to 0.06. Set Gravity Modifier to 1 so the sparks arc downward.',
            'In the Emission module, set Rate over Time to 0 and add a Burst at time 0 with a count of 40. In the Shape module, choose Cone with an angle of 60. Enable Color over Lifetime with a gradient from bright yellow to deep orange and alpha fading to 0.',
            'In the Renderer module, set Render Mode to Stretched Billboard with a Speed Scale of 0.05. Each spark now streaks along its direction of travel, which reads as speed far better than round dots.',
          ],
        },
        {
          title: 'Build rising smoke',
          type: 'text',
          body: [
            'Create a second system named Smoke. Keep Looping on, set Start Lifetime to 4, Start Speed to 0.5 to 1, and Start Size to 0.8 to 1.5, with a random Start Rotation between 0 and 360 so the puffs do not look stamped.',
            'Enable Size over Lifetime with a curve that grows from 0.5 to 2, Rotation over Lifetime with a slow spin, and Color over Lifetime fading from dark gray at 60 percent opacity to light gray at 0. Add a Noise module with low strength so the column drifts and curls.',
            'Assign a material with a soft smoke texture and alpha blending in the Renderer module. Additive materials make particles glow and suit sparks and magic, while alpha-blended materials suit smoke and dust.',
          ],
        },
        {
          title: 'Combine and reuse the effect',
          type: 'text',
          body: [
            'Make Smoke a child of the spark system and save the pair as a prefab named ImpactEffect. Playing the parent plays all of its children, so a rich effect can be several simple systems layered together.',
            "To spawn the effect from code, call Instantiate(impactEffectPrefab, hit.point, Quaternion.LookRotation(hit.normal)); and set the main module's Stop Action to Destroy so each instance removes itself when finished. For effects that fire constantly, reuse instances from an object pool instead.",
          ],
        },
      ],
    },
    {
      key: 'tut-shader-graph-intro',
      title: 'Create your first node-based shader',
      description:
        'Build a lit, tintable shader in the node-based shader editor, expose its properties to materials, and animate it over time to create a pulsing energy surface.',
      skillLevel: 'intermediate',
      durationMinutes: 40,
      isExercise: false,
      topicKeys: ['shaders'],
      industryKeys: ['games'],
      skillKeys: ['skill-shaders-vfx'],
      points: [{ category: 'artAnimation', point: 40 }],
      steps: [
        {
          title: 'Create a shader graph',
          type: 'text',
          body: [
            'In the Project window, choose Create > Shader Graph > Lit Shader Graph and name it EnergySurface. Double-click it to open the graph editor. The Master Stack on the right holds the outputs: Base Color, Normal, Metallic, Smoothness, Emission, and Alpha.',
            'Right-click the shader asset and choose Create > Material to make a material that uses it, then drag the material onto a sphere in the scene. Each time you save the graph, the sphere updates.',
          ],
        },
        {
          title: 'Expose properties',
          type: 'text',
          body: [
            'Open the Blackboard and click + to add a Color property named Tint and a Texture2D property named Pattern. Drag both into the graph, connect Tint to Base Color, and click Save Asset.',
            'Select the material in the Project window: the Inspector now shows Tint and Pattern fields. Exposed properties let artists make many materials from one shader, such as blue and red versions of the same energy shield.',
            'Give each property a clear reference name, such as _Tint. Scripts change values at runtime through that name, for example material.SetColor("_Tint", Color.cyan), so keep it stable once code depends on it.',
          ],
        },
        {
          title: 'Combine textures and math',
          type: 'text',
          body: [
            'Add a Sample Texture 2D node, connect Pattern to its Texture input, and multiply its RGBA output by Tint with a Multiply node. Connect the result to Emission so the pattern glows in the tint color.',
            "Shaders are math on colors and vectors. Multiply darkens or tints, Add brightens, and Lerp blends two inputs by a third value between 0 and 1. Each node's preview window shows its result, so you can follow the math step by step.",
          ],
        },
        {
          title: 'Animate with time',
          type: 'text',
          body: [
            'Add a Time node and connect its Sine Time output to a Remap node that maps the range -1 to 1 onto 0.4 to 1. Multiply the emission by this value, and the surface pulses smoothly.',
            'To scroll the pattern, put a Tiling And Offset node in front of the texture sample and feed Time multiplied by a Vector2 speed property into its Offset input. The texture slides across the surface without any script running.',
          ],
        },
        {
          title: 'Check performance and platform support',
          type: 'text',
          body: [
            'Every node becomes GPU instructions that run for each pixel the object covers, so a heavy graph on a full-screen effect costs far more than the same graph on a small prop. Keep graphs as simple as the look allows.',
            'Preview the material on your lowest-end target device early. Many texture samples or complex math can be slow on older mobile GPUs and in WebGL builds.',
          ],
        },
      ],
    },
    {
      key: 'tut-dissolve-shader',
      title: 'Build a dissolve effect with noise and alpha clipping',
      description:
        'Create a shader that burns an object away along a glowing edge, drive it from a script, and submit a build that shows the effect when an enemy is defeated.',
      skillLevel: 'advanced',
      durationMinutes: 50,
      isExercise: true,
      topicKeys: ['shaders', 'vfx'],
      industryKeys: ['games'],
      skillKeys: ['skill-shaders-vfx'],
      points: [
        { category: 'artAnimation', point: 40 },
        { category: 'programming', point: 10 },
      ],
      steps: [
        {
          title: 'Set up alpha clipping',
          type: 'text',
          body: [
            'Create a Lit Shader Graph named Dissolve. In the Graph Inspector, open Graph Settings and enable Alpha Clipping. The Master Stack gains an Alpha Clip Threshold input, and any pixel whose Alpha is below the threshold is discarded.',
            'Alpha clipping keeps the material opaque, so it sorts and casts shadows like solid geometry. That is cheaper and more stable than true transparency for effects in which each pixel is either fully there or gone.',
          ],
        },
        {
          title: 'Drive the clipping with noise',
          type: 'text',
          body: [
            'Add a Simple Noise node with a Scale of about 30 and connect its output to Alpha. Add a Float property named Progress, display it as a slider from 0 to 1, and connect it to Alpha Clip Threshold.',
            'As Progress rises from 0 to 1, more of the noise falls below the threshold and the surface disappears in organic patches. Try Gradient Noise or a custom texture for other looks, such as burning paper or digital blocks.',
          ],
        },
        {
          title: 'Add a glowing edge',
          type: 'text',
          body: [
            'Subtract Progress from the noise value and connect the result to the In input of a Step node whose Edge is a new EdgeWidth property of about 0.05. Pass the Step output through a One Minus node. The result is 1 only where the surface is within EdgeWidth of being clipped: a thin band along the dissolving edge.',
            'Multiply that band by an HDR Color property named EdgeColor with a high intensity and connect it to Emission. With bloom enabled in your post-processing, the edge glows like embers.',
          ],
        },
        {
          title: 'Animate the effect from a script',
          type: 'text',
          body: [
            'Create a Dissolver script with a serialized duration. In a coroutine, advance a timer each frame and call meshRenderer.material.SetFloat(ProgressId, elapsed / duration); where ProgressId caches Shader.PropertyToID("_Progress").',
            'Accessing the material property of a renderer creates a copy of the material for that object, which is what you want here so that only one enemy dissolves. When many objects need different values, use a MaterialPropertyBlock to avoid creating extra materials.',
            "When the effect finishes, disable the enemy's collider first so the player cannot hit an invisible body, then destroy the object or return it to a pool.",
          ],
        },
        {
          title: 'Submit your dissolve build',
          type: 'submission',
          submissionType: 'webgl',
          body: [
            'Set up a scene where defeating an enemy triggers the dissolve, add a spark burst for extra punch, and make a desktop or WebGL build.',
            'Submit the build and a screenshot of your shader graph. Reviewers check that the effect is driven by a single Progress value, that the edge glows, that shadows disappear together with the surface, and that other enemies sharing the material are unaffected.',
          ],
        },
      ],
    },
    {
      key: 'tut-navmesh-agents',
      title: 'Guide enemies with navigation meshes',
      description:
        'Bake a navigation mesh for your level, move agents with pathfinding, add carving obstacles and links, and build a simple patrol-and-chase behavior.',
      skillLevel: 'intermediate',
      durationMinutes: 40,
      isExercise: false,
      topicKeys: ['level-design', 'scripting'],
      industryKeys: ['games', 'simulation'],
      skillKeys: ['skill-csharp-scripting'],
      points: [
        { category: 'systemsDesign', point: 25 },
        { category: 'programming', point: 15 },
      ],
      steps: [
        {
          title: 'Bake a navigation mesh',
          type: 'text',
          body: [
            'Create an empty game object named Navigation, add a NavMesh Surface component, set Agent Type to Humanoid, and click Bake. A blue overlay appears in the Scene view showing every area an agent can walk on.',
            'The bake uses the agent radius, height, maximum slope, and step height. Walkable areas are shrunk by the agent radius so agents do not clip into walls, which is why narrow gaps can vanish from the mesh.',
            'Bake again whenever you move level geometry. If a doorway is missing from the mesh, it is usually narrower than twice the agent radius.',
          ],
        },
        {
          title: 'Move an agent',
          type: 'text',
          body: [
            'Add a capsule named Enemy with a NavMesh Agent component. In a script, call agent.SetDestination(target.position); and the enemy walks around obstacles toward the target along a path calculated across the mesh.',
            'Tune the Speed, Angular Speed, Acceleration, and Stopping Distance of the agent. A stopping distance of about 1.5 keeps a melee enemy from pushing into the player.',
          ],
        },
        {
          title: 'Handle obstacles and links',
          type: 'text',
          body: [
            'Add a NavMesh Obstacle component to a movable crate and tick Carve. The crate now cuts a hole in the mesh at runtime, and agents route around it wherever it is pushed.',
            'To let agents jump down a ledge or across a gap, add a NavMesh Link component and place its start and end points on the two surfaces. Untick Bidirectional for one-way drops. Agents consider links when planning paths.',
          ],
        },
        {
          title: 'Build patrol and chase behavior',
          type: 'text',
          body: [
            'Give the enemy a serialized array of patrol points. When no path is pending (!agent.pathPending) and agent.remainingDistance is below the stopping distance, set the destination to the next point in the array.',
            "Every half second, check whether the player is within 10 units and visible with a raycast from the enemy's eye height. If so, switch to a Chase state that targets the player; if the player stays out of sight for three seconds, return to patrolling.",
            'Setting the destination every frame is wasteful, because each call can trigger a new path calculation. A short timer is enough and scales much better with many agents.',
          ],
        },
        {
          title: 'Debug navigation',
          type: 'text',
          body: [
            'Select an agent in Play mode to draw its current path in the Scene view. If an agent stands still, look in the Console for a warning that it is not on a NavMesh, which usually means it spawned slightly above or beside the baked area.',
            'Before placing agents at random spawn points, call NavMesh.SamplePosition to snap each point to the nearest valid position on the mesh.',
          ],
        },
      ],
    },
    {
      key: 'tut-profiler-basics',
      title: 'Find frame-time spikes with the Profiler',
      description:
        'Record a profiling session, read the CPU hierarchy and timeline views, track down garbage collection spikes, and confirm fixes with before-and-after captures.',
      skillLevel: 'intermediate',
      durationMinutes: 35,
      isExercise: false,
      topicKeys: ['optimization'],
      industryKeys: ['games'],
      skillKeys: ['skill-performance-profiling'],
      points: [{ category: 'programming', point: 35 }],
      steps: [
        {
          title: 'Record a capture',
          type: 'text',
          body: [
            'Open Window > Analysis > Profiler and press Play. The CPU Usage chart fills with colored bands, one column per frame. Click any column to pause on that frame and inspect it in the lower panel.',
            'Profiling in the Editor includes Editor overhead. For accurate numbers, make a Development Build with Autoconnect Profiler enabled and profile the build, ideally on the target device.',
            'Know your budget: 60 frames per second leaves 16.6 milliseconds per frame, and 30 frames per second leaves 33.3. A spike is any frame that goes over that budget.',
          ],
        },
        {
          title: 'Read the hierarchy and timeline views',
          type: 'text',
          body: [
            "Switch the lower panel to Hierarchy and sort by Total. The top entries show where the frame time went, from the engine's player loop down to the Update methods of your own scripts.",
            'Switch to Timeline to see work laid out per thread. The main thread runs your scripts, while the render thread and worker threads run in parallel. If the main thread spends its time waiting for the render thread, the bottleneck is rendering, not your code.',
          ],
        },
        {
          title: 'Hunt garbage collection spikes',
          type: 'text',
          body: [
            'Look at the GC Alloc column in the Hierarchy view. Code that allocates memory every frame, for example by concatenating strings, creating new lists, or using LINQ in Update, eventually forces the garbage collector to run, which shows up as a spike.',
            'Find entries with nonzero GC Alloc in ordinary frames. Reuse lists by calling Clear() instead of creating new ones, rebuild strings only when their content changes, and avoid boxing value types into object parameters.',
          ],
        },
        {
          title: 'Lab: fix a stuttering scene',
          type: 'lab',
          body: [
            'The lab workspace opens a scene with 200 enemies that stutters every few seconds. Record a capture, find the spike, and identify the two scripts responsible: one searches the whole scene for the player every frame, and the other builds a debug string in Update.',
            'Cache the player reference once in Start and put the debug string behind a flag that is off by default. Record a new capture and compare. The lab checks pass when the average frame time drops below 10 milliseconds and GC Alloc stays at zero during normal play.',
            'Always measure before and after a change. An optimization that is not measured is a guess, and some guesses make things slower.',
          ],
        },
      ],
    },
    {
      key: 'tut-draw-call-batching',
      title: 'Cut draw calls with batching and instancing',
      description:
        'Use the Frame Debugger to count draw calls in a car showroom scene, then reduce them with shared materials, static batching, and GPU instancing.',
      skillLevel: 'expert',
      durationMinutes: 45,
      isExercise: false,
      topicKeys: ['optimization', 'shaders'],
      industryKeys: ['automotive'],
      skillKeys: ['skill-performance-profiling'],
      points: [
        { category: 'programming', point: 30 },
        { category: 'artAnimation', point: 15 },
      ],
      steps: [
        {
          title: 'Measure with the Frame Debugger',
          type: 'text',
          body: [
            'Open Window > Analysis > Frame Debugger and click Enable while the Game view shows your showroom. The left panel lists every draw call of the frame in order; select one to see what it rendered and why it could not be combined with the previous call.',
            'Note the number of batches and shader state changes in the Statistics overlay of the Game view. Every change of shader or material state costs CPU time on the main and render threads, often more than the draw itself.',
          ],
        },
        {
          title: 'Share materials and enable static batching',
          type: 'text',
          body: [
            'Objects can only be batched when they share a material. Combine the textures of small props into atlases so that a shelf of car parts uses one material instead of twelve.',
            'Mark the non-moving showroom architecture as Batching Static. At build time the engine combines these meshes into large buffers and draws them with far fewer state changes. The combined meshes cost extra memory, so avoid static batching for thousands of identical objects.',
          ],
        },
        {
          title: 'Use GPU instancing for repeated meshes',
          type: 'text',
          body: [
            'For hundreds of identical meshes, such as parking lot lights or display stands, tick Enable GPU Instancing on their material. The GPU then draws many copies in one call, each with its own transform.',
            'To give each instance a different color without breaking the batch, set the value through a MaterialPropertyBlock instead of editing the material. In the Frame Debugger, those calls are now labeled as instanced draws.',
            'Some render pipelines use their own batcher for many materials that share a shader variant, and it takes priority over instancing for compatible objects. Check in the Frame Debugger which path each object actually takes before and after every change.',
          ],
        },
        {
          title: 'Verify the gains',
          type: 'text',
          body: [
            'Compare draw calls and main-thread frame time in the Profiler before and after your changes. In a typical car configurator scene, these techniques cut draw calls from thousands to a few hundred and free several milliseconds per frame.',
            'Check the visuals too. Texture atlases can bleed at lower mip levels, and static batching stops objects from moving, so make sure the turntable under the car is not marked static.',
          ],
        },
      ],
    },
    {
      key: 'tut-webgl-build',
      title: 'Publish a WebGL build to the browser',
      description:
        'Configure player settings, choose compression, build your project for WebGL, test it on a local server, and submit a link to your game running in the browser.',
      skillLevel: 'beginner',
      durationMinutes: 25,
      isExercise: true,
      topicKeys: ['optimization'],
      industryKeys: ['education', 'games'],
      skillKeys: ['skill-editor-workflow'],
      points: [{ category: 'essentials', point: 25 }],
      steps: [
        {
          title: 'Switch the platform',
          type: 'text',
          body: [
            'Open File > Build Settings, select WebGL in the Platform list, and click Switch Platform. The Editor reimports textures and audio for the web target, which can take a few minutes on large projects.',
            'Click Add Open Scenes, or drag scenes from the Project window into the Scenes In Build list. The scene at index 0 loads first, so put your menu or first level at the top.',
          ],
        },
        {
          title: 'Configure player settings',
          type: 'text',
          body: [
            'Click Player Settings and fill in Company Name and Product Name. Under Publishing Settings, choose Gzip or Brotli compression: Brotli produces smaller files but needs a server that sends the matching Content-Encoding header, while enabling the decompression fallback works on any host at the cost of slower loading.',
            'Browsers limit memory and threads, so keep texture sizes modest. If a background texture is 8192 pixels wide, reduce its Max Size in the import settings to 2048 or less.',
          ],
        },
        {
          title: 'Build and test locally',
          type: 'text',
          body: [
            'Click Build, create an empty folder named WebBuild, and select it. When the build finishes, the folder contains an index.html file, a Build folder with the compressed code and data, and a TemplateData folder.',
            'Opening index.html directly from disk usually fails, because browsers block pages opened from the file system from loading these files. Use Build And Run, which serves the build on a local web server for you, or serve the folder with any static file server.',
            'Keep the browser developer console open while testing. Errors from your scripts appear there, just as they did in the Editor Console.',
          ],
        },
        {
          title: 'Publish and submit',
          type: 'submission',
          submissionType: 'link',
          body: [
            'Upload the contents of WebBuild to a static hosting service that supports your compression format. Open the public link in a private browser window to make sure it does not depend on your local cache.',
            'Submit the link and a screenshot of the game running in the browser. Reviewers check that the page loads within a minute on an ordinary connection, that the game is playable with keyboard and mouse, and that the browser console shows no errors.',
          ],
        },
      ],
    },
    {
      key: 'tut-mobile-build',
      title: 'Optimize and ship a build for mobile devices',
      description:
        'Prepare a project for phones and tablets: handle touch input and safe areas, compress textures, set quality tiers, and profile on a real device before shipping.',
      skillLevel: 'advanced',
      durationMinutes: 60,
      isExercise: false,
      topicKeys: ['optimization', 'ui'],
      industryKeys: ['games'],
      skillKeys: ['skill-performance-profiling', 'skill-editor-workflow'],
      points: [
        { category: 'programming', point: 30 },
        { category: 'professionalSkills', point: 20 },
      ],
      steps: [
        {
          title: 'Set up the mobile target',
          type: 'text',
          body: [
            'In File > Build Settings, switch to your mobile platform. In Player Settings, set the bundle identifier in reverse-domain form, such as com.yourstudio.runner, along with the minimum OS version and the default orientation.',
            'Install the platform SDK components the Editor asks for and connect a device with developer mode enabled. Build And Run deploys straight to the device, which is the only reliable way to judge performance and feel.',
          ],
        },
        {
          title: 'Handle touch and the safe area',
          type: 'text',
          body: [
            'Add touch bindings to your input actions: an on-screen stick for movement and a tap for jumping. Make touch targets at least 9 millimeters across, about the size of a fingertip, and keep them near the lower corners where thumbs rest.',
            'Read Screen.safeArea at startup and pad your UI so notches, rounded corners, and gesture bars never cover buttons. The Device Simulator in the Editor previews many phone shapes without a device.',
          ],
        },
        {
          title: 'Reduce memory and download size',
          type: 'text',
          body: [
            'Use compressed texture formats designed for mobile GPUs, such as ASTC, and lower the Max Size of textures that appear small on screen. A 4096-pixel texture on a coin icon wastes memory that the operating system may reclaim by closing your app.',
            'Compress audio as Vorbis at moderate quality and stream long music tracks. After each build, review the build size report in the Editor log to find the largest assets first.',
          ],
        },
        {
          title: 'Set quality tiers and frame rate',
          type: 'text',
          body: [
            'In Project Settings > Quality, create Low, Medium, and High tiers with different shadow distances, render scales, and anti-aliasing. Choose a tier at startup based on the device, and let players change it in the settings menu.',
            'Set Application.targetFrameRate explicitly, usually to 30 or 60, because many mobile platforms default to 30. Higher frame rates drain the battery faster and heat the device, which makes the operating system throttle the CPU and GPU after a few minutes.',
          ],
        },
        {
          title: 'Profile on device and ship',
          type: 'text',
          body: [
            'Make a Development Build, connect the Profiler to the device, and play for at least ten minutes. Thermal throttling often appears only after sustained play, so short tests miss the worst frames.',
            'When frame times are stable, make a release build with development options turned off, sign it with your release key, and install it on two or three devices of different performance levels before submitting it to the store.',
          ],
        },
      ],
    },
    {
      key: 'tut-netcode-intro',
      title: 'Connect two players with a client-server session',
      description:
        'Set up a network manager, spawn a networked player for each client, and move players with server authority so two instances of your game can play together.',
      skillLevel: 'advanced',
      durationMinutes: 60,
      isExercise: false,
      topicKeys: ['multiplayer', 'scripting'],
      industryKeys: ['games', 'simulation'],
      skillKeys: ['skill-networked-gameplay', 'skill-csharp-scripting'],
      points: [{ category: 'programming', point: 50 }],
      steps: [
        {
          title: 'Understand client-server networking',
          type: 'text',
          body: [
            'In a client-server game, one instance acts as the server and holds the authoritative game state. Clients send their inputs to the server and receive state updates back. A host is a server that also runs a local client, which is convenient for small co-op games.',
            'Server authority prevents cheating and keeps everyone in agreement, at the cost of latency: a client sees the result of its input only after a round trip. The next tutorial covers prediction, which hides that delay.',
          ],
        },
        {
          title: 'Add a network manager and transport',
          type: 'text',
          body: [
            "Install the engine's networking package from the Package Manager. Create an empty game object named NetworkManager and add the Network Manager component and a transport component. The transport handles sockets, while the manager handles connections, spawning, and scene synchronization.",
            "Set the transport address to 127.0.0.1 and the port to 7777 for local testing. Later you will replace the address with your server's public address or a relay service.",
          ],
        },
        {
          title: 'Create a networked player prefab',
          type: 'text',
          body: [
            'Make a Player prefab with a Network Object component and a Network Transform component. Assign it to the Player Prefab field of the Network Manager, which spawns one instance for every client that connects.',
            "Every networked object needs a Network Object component so that all machines agree on its identity. Register any other prefab you spawn at runtime in the manager's list of network prefabs.",
          ],
        },
        {
          title: 'Move with server authority',
          type: 'text',
          body: [
            "Change the movement script to derive from the networking package's network behaviour base class. In Update, return early unless IsOwner is true, so each client reads input only for its own player.",
            'Send the input to the server with a server RPC, a method that clients call and the server executes. On the server, validate the input, clamp it to the maximum speed, and move the player; the Network Transform then replicates the new position to every client.',
            'Never trust values sent by clients. Clamping speed on the server means a modified client cannot teleport across the map.',
          ],
        },
        {
          title: 'Test with two instances',
          type: 'text',
          body: [
            'Add a simple UI with three buttons that call StartHost, StartClient, and StartServer on the Network Manager. Make a build and run it, click Host, then press Play in the Editor and click Client.',
            'Both windows should show two players, each controllable only from its own window. If the client connects but sees no players, check that the Player prefab is assigned and that both instances were built from the same version of the project.',
          ],
        },
      ],
    },
    {
      key: 'tut-network-sync',
      title: 'Synchronize player state and RPCs over the network',
      description:
        'Replicate health and scores with network variables, broadcast events with client RPCs, add client-side prediction for responsive movement, and submit a two-player build.',
      skillLevel: 'expert',
      durationMinutes: 75,
      isExercise: true,
      topicKeys: ['multiplayer'],
      industryKeys: ['games'],
      skillKeys: ['skill-networked-gameplay'],
      points: [
        { category: 'programming', point: 60 },
        { category: 'systemsDesign', point: 20 },
      ],
      steps: [
        {
          title: 'Replicate state with network variables',
          type: 'text',
          body: [
            'Add a network variable of type int named health to your player. By default only the server writes network variables, and every change is sent automatically to all clients, including clients that join later.',
            "Subscribe to the variable's value-changed callback in OnNetworkSpawn to update the health bar, and unsubscribe in OnNetworkDespawn. Reacting to changes keeps the UI in sync without polling.",
          ],
        },
        {
          title: 'Choose between state and events',
          type: 'text',
          body: [
            'Use network variables for state, things that stay true over time such as health, score, or whether a door is open. Use RPCs for events, things that happen once such as a gunshot effect or a chat message.',
            'A late-joining client receives the current value of every network variable but never sees RPCs that were sent before it joined. If missing an event would leave the game in the wrong state, that event should be a variable.',
          ],
        },
        {
          title: 'Broadcast events with client RPCs',
          type: 'text',
          body: [
            'When the server applies damage, call a client RPC such as PlayHitEffectClientRpc(hitPoint) to spawn sparks and play a sound on every client. Keep RPC parameters small: positions and ids, not whole objects.',
            'Send frequent, purely cosmetic RPCs as unreliable messages. Losing one spark effect is harmless, and unreliable messages are never held back waiting for lost earlier packets to be resent.',
          ],
        },
        {
          title: 'Predict local movement',
          type: 'text',
          body: [
            'With pure server authority, a player on a 100-millisecond connection waits a full round trip to see their own character move. With client-side prediction, the client applies its input immediately and also sends it to the server with a sequence number.',
            'When server state arrives, the client compares it with the position it predicted for that sequence number. If they differ by more than a small tolerance, it resets to the server position and replays the inputs the server has not processed yet. This reconciliation keeps prediction honest.',
            'Remote players are not predicted. Interpolate them between the last two snapshots received, rendering them slightly in the past, so they move smoothly despite irregular packet timing.',
          ],
        },
        {
          title: 'Test under bad network conditions',
          type: 'text',
          body: [
            "Enable the transport's network simulator and set 150 milliseconds of latency, 20 milliseconds of jitter, and 2 percent packet loss. Play with two instances and watch for rubber-banding, where players snap back to earlier positions.",
            'Open the network view of the Profiler to see how many bytes are sent per frame. Send position updates at a fixed tick rate, such as 30 per second, and reduce the precision of values that do not need it to stay within your bandwidth budget.',
          ],
        },
        {
          title: 'Submit your two-player build',
          type: 'submission',
          submissionType: 'webgl',
          body: [
            'Build a small arena where two players can tag or shoot each other, with synchronized health, a score that survives a late join, and hit effects delivered by RPC.',
            'Submit the build with instructions for hosting and joining, plus a screenshot of the Profiler network view during a match. Reviewers test with simulated latency to check that local movement feels immediate, remote players move smoothly, and health never disagrees between the two windows.',
          ],
        },
      ],
    },
    {
      key: 'tut-classroom-setup',
      title: 'Set up a game-engine classroom project for your students',
      description:
        'Prepare a starter project, version control, and grading checklists so a class of students can start building in the engine during their very first lesson.',
      educatorPlan: {
        description:
          'A teacher-facing walkthrough for the week before term: build the starter project, share it through version control, and print the grading checklist.',
        outcome:
          'Every student opens the same project on the first day, and every submission is graded against one checklist.',
        objectives:
          'Strip a template down to a starter scene; share it through a repository students can clone; publish a grading checklist.',
        preparation: 'A repository host your school allows, and administrator rights on the lab computers.',
        ageRange: { min: 18, max: null },
        instruction: 45,
      },
      skillLevel: 'beginner',
      durationMinutes: 30,
      isExercise: false,
      topicKeys: ['for-educators'],
      industryKeys: ['education'],
      skillKeys: ['skill-editor-workflow'],
      points: [{ category: 'professionalSkills', point: 30 }],
      steps: [
        {
          title: 'Prepare a starter project',
          type: 'text',
          body: [
            'Create a project from the 3D template and strip it down to what students need: one scene with a floor, a light, and a camera, plus empty Scenes, Materials, and Scripts folders. Fewer assets mean faster downloads on school networks and less for beginners to wade through.',
            'Name the exact Editor version in your syllabus and install it on every lab computer. Opening a project in a different version triggers an upgrade that can break lessons written for the original.',
          ],
        },
        {
          title: 'Set up version control',
          type: 'text',
          body: [
            'Initialize a Git repository in the project folder and add an ignore file that excludes the Library, Temp, Logs, and Build folders. The Editor regenerates these folders, they can grow to many gigabytes, and committing them is the most common beginner mistake.',
            'In Project Settings > Editor, set Asset Serialization Mode to Force Text so scenes and prefabs are saved as text. Changes then show up in diffs and merges become possible.',
            'Publish the starter as a template repository so each student or team can create a copy in one click, and you can read their commit history while grading.',
          ],
        },
        {
          title: 'Plan the first lesson',
          type: 'text',
          body: [
            'Spend the first session on navigation: Scene view controls, the Hierarchy, the Inspector, and saving. Ask students to build a small room from primitives and take a screenshot, so everyone leaves with a visible result.',
            'Pair students for their first script. One types while the other reads the Console aloud, and they swap every ten minutes. Reading errors together turns the Console from a wall of red text into a tool.',
          ],
        },
        {
          title: 'Assess with clear checklists',
          type: 'text',
          body: [
            'Publish a checklist with each exercise that lists observable criteria, such as "the scene uses a parent object for organization" or "the player cannot walk through walls". Students check their own work before submitting, and you grade faster.',
            'Ask for a playable build rather than a project folder. Builds open on any computer, cannot be broken by version mismatches, and mirror how work is shared in the industry.',
          ],
        },
      ],
    },
    {
      key: 'tut-first-game-ja',
      language: 'ja',
      title: 'はじめてのゲーム開発',
      description:
        'エディターで小さなシーンを作り、プレイヤーを動かして、初めてのゲームを完成させましょう。日本語で学べる入門チュートリアルです。',
      skillLevel: 'foundational',
      durationMinutes: 15,
      isExercise: false,
      topicKeys: ['level-design'],
      industryKeys: ['games'],
      skillKeys: [],
      points: [{ category: 'essentials', point: 15 }],
      steps: [
        {
          title: 'シーンを用意する',
          type: 'text',
          body: [
            '新しい 3D プロジェクトを作成し、Hierarchy で右クリックして 3D Object > Plane を選び、地面を置きます。続けて Cube を追加し、Position の Y を 0.5 にして地面の上に乗せます。',
            'Cube の名前を Player に変更します。名前を付けておくと、スクリプトや Inspector で目的のオブジェクトをすぐに見つけられます。',
          ],
        },
        {
          title: 'プレイヤーを動かす',
          type: 'text',
          body: [
            'Player を選び、Add Component から新しいスクリプト PlayerMove を追加します。Update の中で入力の横軸と縦軸を読み取り、速度と Time.deltaTime を掛けて transform.Translate で移動させます。',
            'Play ボタンを押して、矢印キーで Player が動くことを確かめましょう。速度の値は Inspector から変更できるように public にしておくと調整が簡単です。',
          ],
        },
      ],
    },
  ],

  projects: [
    {
      key: 'proj-marble-arena',
      title: 'Marble Arena',
      description:
        'Build a walled arena where the player rolls a marble to collect gems before time runs out. Along the way you block out a level, write your first scripts, and publish the game to the browser.',
      objective:
        'Create a complete physics game with a start, a goal, and a score, and publish it as a WebGL build that anyone can play.',
      skillLevel: 'beginner',
      tutorialKeys: [
        'tut-first-scene',
        'tut-first-script',
        'tut-rigidbody-forces',
        'tut-colliders-triggers',
        'tut-webgl-build',
      ],
      topicKeys: ['physics', 'scripting', 'level-design'],
      industryKeys: ['games'],
      points: [
        { category: 'essentials', point: 40 },
        { category: 'programming', point: 60 },
      ],
    },
    {
      key: 'proj-lantern-interior',
      title: 'Lantern-Lit Reading Room',
      description:
        'Light a cozy reading room at dusk, from a low sun through the windows to warm lamps and bounced light, then give it a soundscape of rain and crackling fire.',
      objective:
        'Produce a baked, color-graded interior with spatial ambience that could serve as an architectural visualization or a film set.',
      skillLevel: 'intermediate',
      tutorialKeys: ['tut-lighting-basics', 'tut-baked-lighting', 'tut-post-processing', 'tut-spatial-audio'],
      topicKeys: ['lighting', 'audio'],
      industryKeys: ['architecture', 'film-animation'],
      points: [
        { category: 'artAnimation', point: 80 },
        { category: 'audio', point: 20 },
      ],
    },
    {
      key: 'proj-third-person-explorer',
      title: 'Third-Person Explorer',
      description:
        'Create an explorer character who walks, runs, and jumps across a small island with smooth animation and satisfying footsteps.',
      objective:
        'Combine input, a character controller, an animator state machine, blend trees, and sound into one responsive playable character.',
      skillLevel: 'intermediate',
      tutorialKeys: ['tut-player-input-movement', 'tut-animator-state-machine', 'tut-blend-trees', 'tut-audio-sources'],
      topicKeys: ['animation', 'scripting'],
      industryKeys: ['games'],
      points: [
        { category: 'artAnimation', point: 50 },
        { category: 'programming', point: 50 },
      ],
    },
    {
      key: 'proj-arcade-defender',
      title: 'Arcade Defender',
      description:
        'Defend a reactor core from waves of drones in a first-person arcade game with hitscan aiming, impact effects, a HUD, and full menus.',
      objective:
        'Ship a complete game loop with a main menu, gameplay, pause, and game over, built from raycasts, particles, UI, and a balanced audio mix.',
      skillLevel: 'intermediate',
      tutorialKeys: ['tut-raycasting', 'tut-particle-basics', 'tut-ui-hud', 'tut-ui-menus', 'tut-audio-mixer'],
      topicKeys: ['scripting', 'ui', 'vfx'],
      industryKeys: ['games'],
      points: [
        { category: 'programming', point: 70 },
        { category: 'systemsDesign', point: 30 },
      ],
    },
    {
      key: 'proj-spell-effects',
      title: 'Spellcraft Effects Showcase',
      description:
        'Design a set of spell effects, from a fire burst to a shimmering shield and a dissolve banishment, and present them in a moody showcase scene.',
      objective:
        'Build a portfolio-ready reel of real-time effects that combine particle systems, custom shaders, and post-processing.',
      skillLevel: 'advanced',
      tutorialKeys: ['tut-particle-basics', 'tut-shader-graph-intro', 'tut-dissolve-shader', 'tut-post-processing'],
      topicKeys: ['vfx', 'shaders'],
      industryKeys: ['games', 'film-animation'],
      points: [
        { category: 'artAnimation', point: 90 },
        { category: 'programming', point: 15 },
      ],
    },
    {
      key: 'proj-co-op-treasure-hunt',
      title: 'Co-op Treasure Hunt',
      description:
        'Two players search a ruined temple for treasure while patrolling guardians hunt them down. You will network the players, script the guardians, and keep the game smooth under load.',
      objective:
        'Deliver a two-player networked game with navigation-driven enemies that holds its frame budget and stays consistent under simulated latency.',
      skillLevel: 'advanced',
      tutorialKeys: ['tut-navmesh-agents', 'tut-netcode-intro', 'tut-network-sync', 'tut-profiler-basics'],
      topicKeys: ['multiplayer', 'level-design'],
      industryKeys: ['games', 'simulation'],
      points: [
        { category: 'programming', point: 100 },
        { category: 'systemsDesign', point: 40 },
      ],
    },
  ],

  courses: [
    {
      key: 'course-engine-essentials',
      title: 'Engine Essentials',
      description:
        'A first course for complete beginners: learn the Editor, organize scenes with prefabs, and build a small physics game from scratch.',
      careerGoals:
        'Prepares you for entry-level roles inside a real-time team, such as junior level builder, QA tester, or technical intern, and gives you the vocabulary to work alongside engine programmers and artists.',
      skillLevel: 'foundational',
      contentKeys: [
        'tut-editor-tour',
        'quiz-editor-essentials',
        'tut-prefabs-basics',
        'proj-marble-arena',
        'quiz-scripting-physics',
      ],
      topicKeys: ['level-design', 'scripting'],
      industryKeys: ['games', 'education'],
      points: [
        { category: 'essentials', point: 100 },
        { category: 'programming', point: 50 },
      ],
    },
    {
      key: 'course-visual-storytelling',
      title: 'Real-Time Visual Storytelling',
      description:
        'Learn to set a mood and tell a story with light, camera, and effects, working entirely in real time inside the Editor.',
      careerGoals:
        'Builds the portfolio pieces expected of lighting artists, technical artists, and previsualization artists in games, film, and architectural visualization.',
      skillLevel: 'intermediate',
      contentKeys: ['proj-lantern-interior', 'tut-timeline-cutscene', 'proj-spell-effects', 'quiz-lighting-rendering'],
      topicKeys: ['lighting', 'animation', 'vfx'],
      industryKeys: ['film-animation', 'architecture'],
      points: [{ category: 'artAnimation', point: 100 }],
    },
    {
      key: 'course-gameplay-programming',
      title: 'Gameplay Programming in C#',
      description:
        'Write the systems players touch every second, from character controls and raycast interactions to enemy navigation and menus, in clean, extensible C#.',
      careerGoals:
        'Prepares you for junior gameplay programmer and simulation developer roles, where you turn design documents into responsive, testable systems.',
      skillLevel: 'intermediate',
      contentKeys: [
        'tut-player-input-movement',
        'tut-raycasting',
        'tut-navmesh-agents',
        'proj-arcade-defender',
        'quiz-scripting-physics',
      ],
      topicKeys: ['scripting', 'physics', 'ui'],
      industryKeys: ['games', 'simulation'],
      points: [
        { category: 'programming', point: 100 },
        { category: 'systemsDesign', point: 40 },
      ],
    },
    {
      key: 'course-performance-shipping',
      title: 'Performance and Shipping',
      description:
        'Find and fix performance problems with the Profiler and Frame Debugger, then ship polished builds to the browser and to mobile devices.',
      careerGoals:
        'Develops the optimization and release skills sought in engine programmers, technical artists, and build engineers across games and industrial visualization.',
      skillLevel: 'advanced',
      contentKeys: [
        'tut-profiler-basics',
        'tut-draw-call-batching',
        'quiz-optimization',
        'tut-webgl-build',
        'tut-mobile-build',
      ],
      topicKeys: ['optimization'],
      industryKeys: ['games', 'automotive'],
      points: [
        { category: 'programming', point: 80 },
        { category: 'professionalSkills', point: 40 },
      ],
    },
  ],

  quizzes: [
    {
      key: 'quiz-editor-essentials',
      title: 'Editor essentials check',
      description: 'A quick check of the Editor panels, Play mode, and prefabs covered in the first tutorials.',
      objective: 'Confirm that you can find your way around the Editor and explain what prefabs are for.',
      skillLevel: 'foundational',
      durationMinutes: 10,
      passNumber: 4,
      freezingTimeInHours: 0,
      topicKeys: ['level-design'],
      points: [{ category: 'essentials', point: 15 }],
      questions: [
        {
          body: 'Which panel lists every game object in the open scene?',
          options: [
            { body: 'The Hierarchy', correct: true },
            { body: 'The Inspector', correct: false },
            { body: 'The Project window', correct: false },
            { body: 'The Console', correct: false },
          ],
          shuffleOptions: true,
          feedback: {
            correct: 'Right. The Hierarchy shows the game objects in the open scene and how they are parented.',
            wrong:
              'Not quite. The Hierarchy lists scene objects, the Project window lists asset files, and the Inspector shows the details of the current selection.',
          },
        },
        {
          body: "You change a light's intensity in the Inspector while in Play mode. What happens when you stop playing?",
          options: [
            { body: 'The change is discarded and the previous value returns', correct: true },
            { body: 'The change is saved to the scene', correct: false },
            { body: 'The change is saved to every light in the project', correct: false },
          ],
          shuffleOptions: true,
          feedback: {
            correct: 'Correct. Play mode edits are temporary, so note down values you want to keep.',
            wrong: 'Play mode edits are temporary: the Editor restores the scene as it was when you pressed Play.',
          },
        },
        {
          body: 'Which component does every game object have?',
          options: [
            { body: 'Transform', correct: true },
            { body: 'Mesh Renderer', correct: false },
            { body: 'Rigidbody', correct: false },
            { body: 'Collider', correct: false },
          ],
          shuffleOptions: true,
          feedback: {
            correct: 'Yes. Every game object has a Transform that stores its position, rotation, and scale.',
            wrong:
              'The only component every game object has is Transform. Renderers, rigidbodies, and colliders are optional.',
          },
        },
        {
          body: 'Which key frames the selected object in the Scene view?',
          options: [
            { body: 'F', correct: true },
            { body: 'G', correct: false },
            { body: 'Space', correct: false },
          ],
          shuffleOptions: false,
          feedback: {
            correct: 'Right. Press F with the Scene view focused to frame the selection.',
            wrong: 'Press F to frame the selected object so that it fills the Scene view.',
          },
        },
        {
          body: 'What is the main benefit of turning a configured game object into a prefab?',
          options: [
            { body: 'Editing the prefab asset updates every instance of it', correct: true },
            { body: 'The object renders faster', correct: false },
            { body: 'The object can no longer be edited in the Inspector', correct: false },
            { body: 'The object is excluded from builds', correct: false },
          ],
          shuffleOptions: true,
          feedback: {
            correct: 'Exactly. Prefabs are reusable templates that keep every instance consistent.',
            wrong:
              'Prefabs are templates: change the asset once and every instance in every scene picks up the change.',
          },
        },
      ],
    },
    {
      key: 'quiz-scripting-physics',
      title: 'Scripting and physics check',
      description: 'Test your understanding of the update loop, serialized fields, forces, triggers, and raycasts.',
      objective:
        'Show that you can choose the right callback, field declaration, and physics setting for common gameplay tasks.',
      skillLevel: 'beginner',
      durationMinutes: 15,
      passNumber: 4,
      freezingTimeInHours: 1,
      topicKeys: ['scripting', 'physics'],
      points: [{ category: 'programming', point: 20 }],
      questions: [
        {
          body: 'Why is movement in Update multiplied by Time.deltaTime?',
          options: [
            { body: 'So the object moves the same distance per second at any frame rate', correct: true },
            { body: 'To make collisions more accurate', correct: false },
            { body: 'To run the code on a background thread', correct: false },
            { body: 'To cap the frame rate at 60', correct: false },
          ],
          shuffleOptions: true,
          feedback: {
            correct: 'Correct. Scaling by the frame time makes speed independent of frame rate.',
            wrong:
              'Time.deltaTime is the time since the last frame. Multiplying by it turns a per-frame step into a per-second speed.',
          },
        },
        {
          body: 'Where should you apply a continuous force to a Rigidbody?',
          options: [
            { body: 'FixedUpdate', correct: true },
            { body: 'Update', correct: false },
            { body: 'LateUpdate', correct: false },
            { body: 'Start', correct: false },
          ],
          shuffleOptions: true,
          feedback: {
            correct: 'Right. FixedUpdate runs in step with the physics simulation.',
            wrong:
              'Physics runs on a fixed timestep, so continuous forces belong in FixedUpdate. Read input in Update and apply it there.',
          },
        },
        {
          body: 'Which of these field declarations appear in the Inspector? Select all that apply.',
          options: [
            { body: '[SerializeField] private float speed;', correct: true },
            { body: 'public float speed;', correct: true },
            { body: 'private float speed;', correct: false },
            { body: 'public static float speed;', correct: false },
          ],
          shuffleOptions: true,
          feedback: {
            correct: 'Well done. Public fields and private fields marked SerializeField are both serialized and shown.',
            wrong:
              'Public instance fields and private fields with SerializeField are shown. Plain private fields and static fields are not serialized.',
          },
        },
        {
          body: 'A coin has Is Trigger ticked on its collider. Which method runs when the player walks into it?',
          options: [
            { body: 'OnTriggerEnter', correct: true },
            { body: 'OnCollisionEnter', correct: false },
            { body: 'Awake', correct: false },
          ],
          shuffleOptions: true,
          feedback: {
            correct: 'Correct. Trigger colliders report overlaps through OnTriggerEnter.',
            wrong:
              'Trigger colliders do not block movement and call OnTriggerEnter; OnCollisionEnter is for solid contacts.',
          },
        },
        {
          body: 'Your interaction ray should detect interactable objects but still be blocked by walls. What should its layer mask include?',
          options: [
            { body: 'The Interactable layer and the layer the walls are on', correct: true },
            { body: 'Only the Interactable layer', correct: false },
            { body: 'Only the layer the walls are on', correct: false },
            { body: 'No layers at all', correct: false },
          ],
          shuffleOptions: true,
          feedback: {
            correct: 'Right. Include blockers in the mask, then check whether the first hit is interactable.',
            wrong:
              'With only Interactable in the mask, the ray passes through walls. Include the wall layer too, then check the layer of the first hit.',
          },
        },
        {
          body: 'A small, fast projectile passes straight through thin walls. What is the most direct fix?',
          options: [
            { body: 'Set its Collision Detection to Continuous', correct: true },
            { body: 'Increase its mass', correct: false },
            { body: 'Set Interpolate to Interpolate', correct: false },
            { body: 'Remove its collider', correct: false },
          ],
          shuffleOptions: true,
          feedback: {
            correct: 'Yes. Continuous collision detection sweeps the object between physics steps.',
            wrong:
              'The projectile tunnels between physics steps. Continuous collision detection checks the path in between; interpolation only smooths rendering.',
          },
        },
      ],
    },
    {
      key: 'quiz-lighting-rendering',
      title: 'Lighting and rendering quiz',
      description: 'Check your knowledge of light modes, probes, post-processing, and shader properties.',
      objective: 'Demonstrate that you can choose lighting and shading techniques that look right and stay fast.',
      skillLevel: 'intermediate',
      durationMinutes: 12,
      passNumber: 4,
      freezingTimeInHours: 24,
      topicKeys: ['lighting', 'shaders'],
      points: [{ category: 'artAnimation', point: 20 }],
      questions: [
        {
          body: 'A character walks through a room with baked lighting. Where does it get its indirect light from?',
          options: [
            { body: 'Light probes placed through the room', correct: true },
            { body: 'The lightmaps baked onto the floor', correct: false },
            { body: 'Only the directional light', correct: false },
            { body: 'Nowhere; moving objects cannot receive indirect light', correct: false },
          ],
          shuffleOptions: true,
          feedback: {
            correct: 'Correct. Dynamic objects blend the indirect light stored in nearby probes.',
            wrong:
              'Lightmaps only apply to static objects. Moving objects sample light probes to receive baked indirect light.',
          },
        },
        {
          body: 'Which light mode bakes indirect light but still casts real-time shadows from moving objects?',
          options: [
            { body: 'Mixed', correct: true },
            { body: 'Baked', correct: false },
            { body: 'Realtime', correct: false },
          ],
          shuffleOptions: false,
          feedback: {
            correct: 'Right. Mixed lights combine baked bounce light with real-time shadows.',
            wrong: 'Baked lights are fully precomputed and Realtime lights bake nothing. Mixed lights do both.',
          },
        },
        {
          body: 'What does tonemapping do?',
          options: [
            { body: 'Maps high dynamic range lighting into the range a display can show', correct: true },
            { body: 'Adds a glow around bright pixels', correct: false },
            { body: 'Darkens the edges of the frame', correct: false },
            { body: 'Converts textures to grayscale', correct: false },
          ],
          shuffleOptions: true,
          feedback: {
            correct: 'Exactly. Tonemapping keeps detail in bright areas instead of clipping them to white.',
            wrong:
              'Glow is bloom and darkened edges are a vignette. Tonemapping compresses high dynamic range into displayable values.',
          },
        },
        {
          body: 'In a dissolve shader that uses alpha clipping, what happens to pixels whose alpha is below the threshold?',
          options: [
            { body: 'They are discarded and not drawn at all', correct: true },
            { body: 'They are drawn semi-transparent', correct: false },
            { body: 'They are drawn black', correct: false },
          ],
          shuffleOptions: true,
          feedback: {
            correct: 'Right. Clipped pixels are discarded, so the material stays opaque everywhere else.',
            wrong: 'Alpha clipping is all or nothing: pixels below the threshold are discarded rather than blended.',
          },
        },
        {
          body: 'Why expose properties on a shader graph? Select all that apply.',
          options: [
            { body: 'Artists can create many materials from one shader', correct: true },
            { body: 'Scripts can change values at runtime through the reference name', correct: true },
            { body: 'Exposed properties make the shader compile faster on every platform', correct: false },
          ],
          shuffleOptions: true,
          feedback: {
            correct: 'Well done. Exposed properties serve both artists and code.',
            wrong:
              'Exposed properties show up on materials for artists and can be set from scripts by reference name; they do not change compile speed.',
          },
        },
      ],
    },
    {
      key: 'quiz-animation-audio',
      title: 'Animation and audio quiz',
      description: 'Review state machine transitions, blend trees, the audio listener, and mixing techniques.',
      objective: 'Confirm that you can set up responsive character animation and a clear, balanced mix.',
      skillLevel: 'intermediate',
      durationMinutes: 12,
      passNumber: 3,
      freezingTimeInHours: 1,
      topicKeys: ['animation', 'audio'],
      points: [
        { category: 'artAnimation', point: 10 },
        { category: 'audio', point: 15 },
      ],
      questions: [
        {
          body: 'A transition from Idle to Walk waits for the idle clip to finish before firing. Which setting causes this?',
          options: [
            { body: 'Has Exit Time is ticked', correct: true },
            { body: 'The transition duration is too short', correct: false },
            { body: 'The Speed parameter is a Float', correct: false },
            { body: 'Idle is the default state', correct: false },
          ],
          shuffleOptions: true,
          feedback: {
            correct: 'Correct. Untick Has Exit Time so the transition fires as soon as its conditions are met.',
            wrong:
              'Has Exit Time makes a transition wait until a point in the current clip. Untick it for responsive gameplay transitions.',
          },
        },
        {
          body: 'Why set blend tree thresholds to the real speeds of the walk and run clips?',
          options: [
            { body: 'To keep the feet from sliding', correct: true },
            { body: 'To reduce memory use', correct: false },
            { body: 'To make transitions instant', correct: false },
          ],
          shuffleOptions: true,
          feedback: {
            correct: 'Right. Matching thresholds to clip speeds keeps the feet planted.',
            wrong:
              'Thresholds decide which clips play at which speed; if they do not match the animated speed, the feet slide.',
          },
        },
        {
          body: 'How many active audio listeners should a scene have?',
          options: [
            { body: 'Exactly one', correct: true },
            { body: 'One per audio source', correct: false },
            { body: 'One per camera', correct: false },
            { body: 'None in 2D games', correct: false },
          ],
          shuffleOptions: false,
          feedback: {
            correct: 'Yes. One listener acts as the ears of the player.',
            wrong: 'A scene should have exactly one active listener; the engine warns you when there are more.',
          },
        },
        {
          body: 'Dialogue must stay clear over the music. Which mixer technique handles this automatically?',
          options: [
            { body: 'Sidechain ducking with a Duck Volume effect on the music group', correct: true },
            { body: 'Setting Spatial Blend to 1 on the music', correct: false },
            { body: 'Adding a reverb zone around the speaker', correct: false },
            { body: 'Raising the Master group volume', correct: false },
          ],
          shuffleOptions: true,
          feedback: {
            correct: 'Correct. A send from Dialogue lowers the music only while someone is speaking.',
            wrong:
              'Ducking lowers the music whenever dialogue plays. The other options do not change the balance between the two.',
          },
        },
        {
          body: 'Why convert a 0 to 1 volume slider logarithmically before setting a mixer volume?',
          options: [
            { body: 'Mixer volumes are in decibels, and loudness is perceived logarithmically', correct: true },
            { body: 'The mixer rejects values above 1', correct: false },
            { body: 'It makes the slider snap to whole numbers', correct: false },
          ],
          shuffleOptions: true,
          feedback: {
            correct: 'Right. The conversion makes every part of the slider feel equally useful.',
            wrong:
              'Mixer volumes are decibels. A linear mapping makes most of the slider nearly silent or nearly full; a logarithmic one feels even.',
          },
        },
      ],
    },
    {
      key: 'quiz-optimization',
      title: 'Performance and builds quiz',
      description: 'Check your grasp of frame budgets, garbage collection, batching, and profiling on target hardware.',
      objective: 'Show that you can diagnose common performance problems and pick the right fix.',
      skillLevel: 'advanced',
      durationMinutes: 15,
      passNumber: 4,
      freezingTimeInHours: 24,
      topicKeys: ['optimization'],
      points: [{ category: 'programming', point: 25 }],
      questions: [
        {
          body: 'At 60 frames per second, what is the time budget for one frame?',
          options: [
            { body: 'About 16.6 milliseconds', correct: true },
            { body: 'About 33.3 milliseconds', correct: false },
            { body: 'About 6 milliseconds', correct: false },
            { body: '60 milliseconds', correct: false },
          ],
          shuffleOptions: false,
          feedback: {
            correct: 'Right. One second divided by 60 frames is about 16.6 milliseconds.',
            wrong:
              'Divide 1000 milliseconds by 60 frames: about 16.6 milliseconds. 33.3 is the budget at 30 frames per second.',
          },
        },
        {
          body: 'The Profiler shows regular spikes caused by garbage collection. Which change helps most?',
          options: [
            {
              body: 'Remove per-frame allocations such as string concatenation and new lists in Update',
              correct: true,
            },
            { body: 'Move the code from Update to FixedUpdate', correct: false },
            { body: 'Raise the target frame rate', correct: false },
            { body: 'Enable static batching', correct: false },
          ],
          shuffleOptions: true,
          feedback: {
            correct: 'Correct. Less garbage means the collector runs less often.',
            wrong:
              'Collection spikes come from memory allocated every frame. Moving code elsewhere or batching meshes does not reduce allocations.',
          },
        },
        {
          body: 'Which conditions allow objects to be combined by static batching? Select all that apply.',
          options: [
            { body: 'They are marked Batching Static', correct: true },
            { body: 'They share the same material', correct: true },
            { body: 'They move every frame', correct: false },
            { body: 'They each have a Rigidbody', correct: false },
          ],
          shuffleOptions: true,
          feedback: {
            correct: 'Well done. Static, non-moving objects that share a material can be combined.',
            wrong:
              'Static batching combines non-moving objects marked Batching Static that share a material. Moving or physics-driven objects are excluded.',
          },
        },
        {
          body: 'Why profile a development build on the target device instead of relying only on the Editor?',
          options: [
            { body: 'The Editor adds its own overhead and runs on different hardware', correct: true },
            { body: 'The Profiler cannot be opened in the Editor', correct: false },
            { body: 'Builds never allocate memory', correct: false },
          ],
          shuffleOptions: true,
          feedback: {
            correct: 'Right. Only the target device shows the real bottlenecks.',
            wrong:
              'You can profile in the Editor, but its overhead and your development machine hide the costs players will actually see.',
          },
        },
        {
          body: 'A mobile game runs smoothly for two minutes and then slows down. What should you investigate first?',
          options: [
            { body: 'Thermal throttling caused by sustained CPU and GPU load', correct: true },
            { body: 'A scene missing from Build Settings', correct: false },
            { body: 'A missing audio listener', correct: false },
            { body: 'The size of the app icon', correct: false },
          ],
          shuffleOptions: true,
          feedback: {
            correct: 'Correct. Devices slow down as they heat up, so cap the frame rate and reduce load.',
            wrong:
              'Slowdowns that appear only after minutes of play usually mean the device is throttling because it is overheating.',
          },
        },
      ],
    },
    {
      key: 'quiz-multiplayer',
      title: 'Multiplayer fundamentals quiz',
      description: 'Test your understanding of server authority, network variables, RPCs, and prediction.',
      objective: 'Confirm that you can choose the right synchronization approach for each kind of game data.',
      skillLevel: 'advanced',
      durationMinutes: 12,
      passNumber: 3,
      freezingTimeInHours: 0,
      topicKeys: ['multiplayer'],
      points: [
        { category: 'programming', point: 20 },
        { category: 'systemsDesign', point: 10 },
      ],
      questions: [
        {
          body: 'In a server-authoritative game, who decides the true position of a player?',
          options: [
            { body: 'The server', correct: true },
            { body: 'The client that owns the player', correct: false },
            { body: 'Whichever client has the lowest latency', correct: false },
          ],
          shuffleOptions: true,
          feedback: {
            correct: 'Right. Clients send input; the server decides the outcome.',
            wrong: 'In a server-authoritative model, clients only send input and the server owns the true game state.',
          },
        },
        {
          body: 'A door can be open or closed, and players may join mid-match. How should its state be synchronized?',
          options: [
            { body: 'With a network variable', correct: true },
            { body: 'With a single client RPC when it opens', correct: false },
            { body: 'With an unreliable RPC sent every frame', correct: false },
            { body: 'It does not need to be synchronized', correct: false },
          ],
          shuffleOptions: true,
          feedback: {
            correct: 'Correct. Late joiners receive the current value of every network variable.',
            wrong:
              'A late joiner never sees earlier RPCs, so lasting state such as a door being open belongs in a network variable.',
          },
        },
        {
          body: 'When the server state disagrees with a client prediction, what does reconciliation do?',
          options: [
            {
              body: 'Resets to the server state and replays the inputs the server has not processed yet',
              correct: true,
            },
            { body: 'Keeps the predicted position and ignores the server', correct: false },
            { body: 'Disconnects the client', correct: false },
            { body: 'Sends the predicted position to the server to overwrite its state', correct: false },
          ],
          shuffleOptions: true,
          feedback: {
            correct: 'Exactly. The server stays authoritative while local movement stays responsive.',
            wrong:
              'The server is always right. The client rewinds to the server state and replays pending inputs on top of it.',
          },
        },
        {
          body: 'Which messages are good candidates for unreliable delivery? Select all that apply.',
          options: [
            { body: 'Cosmetic hit effects', correct: true },
            { body: 'Frequent position updates that newer ones replace', correct: true },
            { body: 'Buying an item from the shop', correct: false },
            { body: 'Announcing the end of the match', correct: false },
          ],
          shuffleOptions: true,
          feedback: {
            correct: 'Well done. Messages that are harmless to lose or quickly superseded can be unreliable.',
            wrong:
              'Purchases and match results must arrive. Cosmetic effects and superseded position updates can safely be dropped.',
          },
        },
      ],
    },
  ],

  liveSessions: [
    {
      key: 'live-lighting-clinic',
      title: 'Lighting clinic: rescuing flat, muddy interiors',
      description:
        'Bring a screenshot of an interior that does not look right and watch our artists fix learner scenes live, from light placement to bake settings and color grading.',
      skillLevel: 'intermediate',
      startsInDays: 9,
      startTime: '17:00',
      durationMinutes: 60,
      utcOffset: 0,
      registerUrl: 'https://events.questline.dev/live/live-lighting-clinic',
      contentKeys: ['proj-lantern-interior'],
      topicKeys: ['lighting', 'level-design'],
      industryKeys: ['architecture'],
    },
    {
      key: 'live-multiplayer-office-hours',
      title: 'Office hours: building your first multiplayer prototype',
      description:
        'Join our networking mentors for an open Q&A on client-server architecture, network variables, and RPCs. We will debug a two-player prototype live under simulated latency.',
      skillLevel: 'advanced',
      startsInDays: 23,
      startTime: '19:00',
      durationMinutes: 90,
      utcOffset: 540,
      registerUrl: 'https://events.questline.dev/live/live-multiplayer-office-hours',
      contentKeys: ['tut-netcode-intro'],
      topicKeys: ['multiplayer', 'scripting'],
      industryKeys: ['games'],
    },
    {
      key: 'live-educator-showcase',
      title: 'Educator showcase: teaching game development in one semester',
      description:
        'Three instructors share how they structured a semester-long game development course, from the first lesson in the Editor to final student builds. Watch the recording for their syllabi, grading checklists, and lessons learned.',
      skillLevel: 'foundational',
      startsInDays: -12,
      startTime: '10:00',
      durationMinutes: 60,
      utcOffset: -300,
      registerUrl: 'https://events.questline.dev/live/live-educator-showcase',
      contentKeys: ['tut-classroom-setup'],
      topicKeys: ['for-educators'],
      industryKeys: ['education'],
      recordingTitle: 'Educator showcase: the recording',
    },
  ],

  missions: [
    {
      key: 'mission-editor-orientation',
      title: 'Find your way around the Editor',
      shortDescription: 'Learn the Editor layout, build a scene from primitives, and reuse your work with prefabs.',
      description:
        'Every project starts in the Editor. In this mission you learn to navigate scenes, inspect and organize game objects, and package your work as prefabs that can be reused anywhere.',
      badgeKey: 'badge-editor-navigator',
      competencyKeys: ['comp-experience-design'],
      sets: [
        {
          title: 'Hands-on route',
          description: 'Work through three short tutorials, then check your understanding with a quiz.',
          contentKeys: ['tut-editor-tour', 'tut-first-scene', 'tut-prefabs-basics', 'quiz-editor-essentials'],
        },
        {
          title: 'Course route',
          description: 'Follow the full Engine Essentials course, then complete the scene-building exercise.',
          contentKeys: ['course-engine-essentials', 'tut-first-scene'],
        },
      ],
      assessment: [
        { op: 'And', contentKey: 'quiz-editor-essentials' },
        { op: 'And', contentKey: 'tut-first-scene' },
      ],
      prerequisiteKeys: [],
      // Enough for the first level of Essentials: finishing the first mission is a level-up.
      points: [{ category: 'essentials', point: 500 }],
    },
    {
      key: 'mission-scripted-physics',
      title: 'Bring objects to life with scripts and physics',
      shortDescription: 'Write C# components and let the physics engine push, collide, and trigger.',
      description:
        'Scripts and physics are where a scene becomes a game. You write your first components, move rigidbodies with forces, and react to collisions and trigger zones.',
      badgeKey: 'badge-physics-tinkerer',
      competencyKeys: ['comp-gameplay-programming'],
      sets: [
        {
          title: 'Step-by-step route',
          description: 'Learn one concept at a time with focused tutorials and a closing quiz.',
          contentKeys: ['tut-first-script', 'tut-rigidbody-forces', 'tut-colliders-triggers', 'quiz-scripting-physics'],
        },
        {
          title: 'Project route',
          description: 'Learn the same skills by building the Marble Arena project from start to finish.',
          contentKeys: ['proj-marble-arena', 'quiz-scripting-physics'],
        },
      ],
      assessment: [
        { op: 'And', contentKey: 'tut-colliders-triggers' },
        { op: 'And', contentKey: 'quiz-scripting-physics' },
      ],
      prerequisiteKeys: [],
      points: [{ category: 'programming', point: 100 }],
    },
    {
      key: 'mission-light-and-sound',
      title: 'Set the mood with light and sound',
      shortDescription: 'Combine real-time light, baked light, and spatial audio to give a place atmosphere.',
      description:
        'Players remember how a place feels. You light a space from sunlight to lamplight, bake bounced light for interiors, and place sounds so the environment feels alive.',
      badgeKey: 'badge-mood-maker',
      competencyKeys: ['comp-real-time-visuals', 'comp-experience-design'],
      sets: [
        {
          title: 'Core route',
          description: 'Master lighting and sound placement through four practical tutorials.',
          contentKeys: ['tut-lighting-basics', 'tut-baked-lighting', 'tut-audio-sources', 'tut-spatial-audio'],
        },
        {
          title: 'Project route',
          description: 'Light and score the Lantern-Lit Reading Room, balance the mix, and confirm your knowledge.',
          contentKeys: ['proj-lantern-interior', 'tut-audio-mixer', 'quiz-lighting-rendering'],
        },
      ],
      assessment: [
        { op: 'And', contentKey: 'tut-baked-lighting' },
        { op: 'Or', contentKey: 'tut-spatial-audio' },
      ],
      prerequisiteKeys: ['mission-editor-orientation'],
      points: [
        { category: 'artAnimation', point: 75 },
        { category: 'audio', point: 50 },
      ],
    },
    {
      key: 'mission-first-release',
      title: 'Profile, polish, and publish a build',
      shortDescription: 'Add a HUD, check performance with the Profiler, and put your game in front of players.',
      description:
        'A game is not finished until someone else can play it. You add a clear heads-up display, find and fix performance problems, and publish a build that runs in a web browser.',
      badgeKey: 'badge-first-release',
      competencyKeys: ['comp-production-readiness'],
      sets: [
        {
          title: 'Release route',
          description: 'Polish, measure, and publish with three tutorials and a performance quiz.',
          contentKeys: ['tut-ui-hud', 'tut-profiler-basics', 'tut-webgl-build', 'quiz-optimization'],
        },
        {
          title: 'Performance-first route',
          description: 'Take the full Performance and Shipping course, then add a HUD to your game.',
          contentKeys: ['course-performance-shipping', 'tut-ui-hud'],
        },
      ],
      assessment: [
        { op: 'And', contentKey: 'tut-webgl-build' },
        { op: 'And', contentKey: 'quiz-optimization' },
      ],
      prerequisiteKeys: ['mission-scripted-physics'],
      points: [
        { category: 'programming', point: 50 },
        { category: 'professionalSkills', point: 50 },
      ],
    },
    {
      key: 'mission-animated-storytelling',
      title: 'Tell stories with animated characters',
      shortDescription: 'Drive characters with state machines and blend trees, then direct a short cutscene.',
      description:
        'Characters carry a story. You connect animation to gameplay with state machines and blend trees, then direct cameras, actors, and sound on the Timeline.',
      badgeKey: 'badge-character-animator',
      competencyKeys: ['comp-real-time-visuals'],
      sets: [
        {
          title: 'Animation route',
          description: 'Build animation skills tutorial by tutorial and finish with a quiz.',
          contentKeys: [
            'tut-animator-state-machine',
            'tut-blend-trees',
            'tut-timeline-cutscene',
            'quiz-animation-audio',
          ],
        },
        {
          title: 'Project route',
          description: 'Create the Third-Person Explorer, then give it an opening cutscene.',
          contentKeys: ['proj-third-person-explorer', 'tut-timeline-cutscene'],
        },
      ],
      assessment: [
        { op: 'And', contentKey: 'tut-blend-trees' },
        { op: 'And', contentKey: 'quiz-animation-audio' },
      ],
      prerequisiteKeys: ['mission-light-and-sound'],
      points: [{ category: 'artAnimation', point: 100 }],
    },
    {
      key: 'mission-shaders-and-vfx',
      title: 'Craft shaders and visual effects',
      shortDescription: 'Build particle effects and node-based shaders, up to an animated dissolve.',
      description:
        'Effects give players feedback and give worlds their magic. You build particle systems, author shaders node by node, and drive a dissolve effect from gameplay.',
      badgeKey: 'badge-effects-artist',
      competencyKeys: ['comp-real-time-visuals'],
      sets: [
        {
          title: 'Effects route',
          description: 'Learn particles and shaders in three tutorials, then test yourself.',
          contentKeys: [
            'tut-particle-basics',
            'tut-shader-graph-intro',
            'tut-dissolve-shader',
            'quiz-lighting-rendering',
          ],
        },
        {
          title: 'Showcase route',
          description: 'Build the Spellcraft Effects Showcase and confirm your knowledge with the quiz.',
          contentKeys: ['proj-spell-effects', 'quiz-lighting-rendering'],
        },
      ],
      assessment: [
        { op: 'And', contentKey: 'tut-particle-basics' },
        { op: 'And', contentKey: 'tut-dissolve-shader' },
        { op: 'Or', contentKey: 'quiz-lighting-rendering' },
      ],
      prerequisiteKeys: ['mission-light-and-sound'],
      points: [
        { category: 'artAnimation', point: 100 },
        { category: 'programming', point: 25 },
      ],
    },
    {
      key: 'mission-interactive-systems',
      title: 'Build interactive game systems',
      shortDescription: 'Create player controls, raycast interactions, enemy navigation, and full game menus.',
      description:
        'Great games are built from systems that respond to the player. You build responsive controls, aim-and-use interactions, enemies that find their way, and menus that work with any device.',
      badgeKey: 'badge-systems-builder',
      competencyKeys: ['comp-gameplay-programming', 'comp-experience-design'],
      sets: [
        {
          title: 'Systems route',
          description: 'Build four gameplay systems, one tutorial at a time.',
          contentKeys: ['tut-player-input-movement', 'tut-raycasting', 'tut-navmesh-agents', 'tut-ui-menus'],
        },
        {
          title: 'Course route',
          description: 'Complete the Gameplay Programming in C# course, then add menus to your game.',
          contentKeys: ['course-gameplay-programming', 'tut-ui-menus'],
        },
      ],
      assessment: [
        { op: 'And', contentKey: 'tut-player-input-movement' },
        { op: 'And', contentKey: 'tut-ui-menus' },
        { op: 'Or', contentKey: 'tut-navmesh-agents' },
      ],
      prerequisiteKeys: ['mission-scripted-physics'],
      points: [
        { category: 'programming', point: 100 },
        { category: 'systemsDesign', point: 50 },
      ],
    },
    {
      key: 'mission-networked-play',
      title: 'Play together over the network',
      shortDescription: 'Connect players, synchronize state, and keep movement responsive under real latency.',
      description:
        'Multiplayer turns a game into a shared experience. You connect players with a client-server session, synchronize state and events, and use prediction so the game feels responsive on real networks.',
      badgeKey: 'badge-netcode-pioneer',
      competencyKeys: ['comp-gameplay-programming', 'comp-production-readiness'],
      sets: [
        {
          title: 'Networking route',
          description: 'Learn networking in two in-depth tutorials and a fundamentals quiz.',
          contentKeys: ['tut-netcode-intro', 'tut-network-sync', 'quiz-multiplayer'],
        },
        {
          title: 'Project route',
          description: 'Build the Co-op Treasure Hunt and confirm your knowledge with the quiz.',
          contentKeys: ['proj-co-op-treasure-hunt', 'quiz-multiplayer'],
        },
      ],
      assessment: [
        { op: 'And', contentKey: 'tut-network-sync' },
        { op: 'And', contentKey: 'quiz-multiplayer' },
      ],
      prerequisiteKeys: ['mission-interactive-systems', 'mission-first-release'],
      points: [
        { category: 'programming', point: 100 },
        { category: 'systemsDesign', point: 50 },
      ],
    },
  ],

  pathways: [
    {
      key: 'pathway-real-time-foundations',
      title: 'Real-Time Foundations',
      strapline: 'From an empty scene to a game anyone can play',
      shortDescription: 'Learn the Editor, scripting, lighting, sound, and publishing in four hands-on missions.',
      description:
        'Start with no experience and finish with a playable game in the browser. This pathway covers the Editor, C# scripting, physics, lighting, sound, and publishing: the core every real-time creator builds on.',
      badgeKey: 'badge-foundations-graduate',
      missionKeys: [
        'mission-editor-orientation',
        'mission-scripted-physics',
        'mission-light-and-sound',
        'mission-first-release',
      ],
      durationWeeks: 6,
      points: [
        { category: 'essentials', point: 100 },
        { category: 'programming', point: 50 },
      ],
    },
    {
      key: 'pathway-gameplay-programmer',
      title: 'Gameplay Programmer',
      strapline: 'Write the code players feel in every jump, hit, and match',
      shortDescription: 'Build input, physics, AI, UI, and networked multiplayer systems in C#.',
      description:
        'Turn scripting basics into job-ready gameplay programming. You build responsive controls, enemy navigation, menus, performance-conscious code, and a two-player networked game.',
      badgeKey: 'badge-gameplay-programmer',
      missionKeys: [
        'mission-scripted-physics',
        'mission-interactive-systems',
        'mission-first-release',
        'mission-networked-play',
      ],
      durationWeeks: 12,
      points: [
        { category: 'programming', point: 100 },
        { category: 'systemsDesign', point: 75 },
      ],
    },
    {
      key: 'pathway-visual-storyteller',
      title: 'Visual Storyteller',
      strapline: 'Light, animate, and enchant real-time worlds',
      shortDescription: 'Master lighting, character animation, cutscenes, shaders, and particle effects.',
      description:
        'For artists and designers who want their scenes to move people. You shape mood with light and sound, bring characters to life, direct cutscenes, and craft effects with shaders and particles.',
      badgeKey: 'badge-visual-storyteller',
      missionKeys: [
        'mission-editor-orientation',
        'mission-light-and-sound',
        'mission-animated-storytelling',
        'mission-shaders-and-vfx',
      ],
      durationWeeks: 8,
      points: [
        { category: 'artAnimation', point: 100 },
        { category: 'essentials', point: 50 },
      ],
    },
  ],
};
